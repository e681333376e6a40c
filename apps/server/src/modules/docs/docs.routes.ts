import { docsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getDocArticle, getDocTree, getMyDocVote, searchDocs, voteOnDoc } from './docs.service';

/** The docs centre: read and searched by anyone; votes by signed-in accounts (one each). */
export const docsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.tree, async () => ok(await getDocTree(deps)));

  handle(app, endpoints.article, async (request) => ok(await getDocArticle(deps, request.body.id)));

  handle(app, endpoints.search, async (request) => ok(await searchDocs(deps, request.body)));

  handle(app, endpoints.vote, async (request) =>
    ok(await voteOnDoc(deps, authOf(request).userId, request.body)),
  );

  handle(app, endpoints.myVote, async (request) =>
    ok(await getMyDocVote(deps, authOf(request).userId, request.body.id)),
  );
};
