import { catalogEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { ownInstance } from '../ownership';
import {
  deleteAiModel,
  deployTarget,
  opsAiModels,
  publishAiModel,
  publishedAiModel,
  publishedAiModels,
  saveAiModel,
} from './ai-models.service';
import {
  deleteDataset,
  instanceDatasetList,
  opsDatasets,
  publishDataset,
  publishedDatasets,
  saveDataset,
} from './datasets.service';

/** Datasets and AI models (issue 18): published ones for anyone, the console's writes for support. */
export const catalogRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.datasets, async (request) => ok(await publishedDatasets(deps, request.body)));
  handle(app, endpoints.instanceDatasets, async (request) => {
    const instance = await ownInstance(deps, authOf(request), request.body.instance_id);
    return ok(await instanceDatasetList(deps.db, instance.id));
  });
  handle(app, endpoints.aiModels, async (request) => ok(await publishedAiModels(deps, request.body)));
  handle(app, endpoints.aiModel, async (request) => ok(await publishedAiModel(deps, request.body.id)));
  handle(app, endpoints.deployTarget, async (request) => ok(await deployTarget(deps, request.body.id)));

  handle(app, endpoints.opsDatasets, async (request) => ok(await opsDatasets(deps, request.body)));
  handle(app, endpoints.opsSaveDataset, async (request) =>
    ok(await saveDataset(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.opsPublishDataset, async (request) =>
    ok(await publishDataset(deps, staffActorOf(request), request.body.id, request.body.published)),
  );
  handle(app, endpoints.opsDeleteDataset, async (request) =>
    ok(await deleteDataset(deps, staffActorOf(request), request.body.id)),
  );
  handle(app, endpoints.opsAiModels, async (request) => ok(await opsAiModels(deps, request.body)));
  handle(app, endpoints.opsSaveAiModel, async (request) =>
    ok(await saveAiModel(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.opsPublishAiModel, async (request) =>
    ok(await publishAiModel(deps, staffActorOf(request), request.body.id, request.body.published)),
  );
  handle(app, endpoints.opsDeleteAiModel, async (request) =>
    ok(await deleteAiModel(deps, staffActorOf(request), request.body.id)),
  );
};
