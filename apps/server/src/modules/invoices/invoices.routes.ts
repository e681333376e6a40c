import { invoicesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle, inputOf } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { balanceChangesOf } from './invoice-balance-changes';
import { decideAgainst, deskInvoices, issueInvoice } from './invoice-desk.service';
import {
  applyForInvoice,
  cancelInvoice,
  invoiceConditions,
  invoicePdf,
  invoiceRecordsOf,
} from './invoice-records.service';
import { addTitle, deleteTitle, editTitle, listTitles } from './invoice-titles.service';

/** Invoices (issue 14): the customer's titles and applications, and the finance desk. */
export const invoicesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.titles, async (request) => ok(await listTitles(deps, authOf(request))));
  handle(app, endpoints.addTitle, async (request) => ok(await addTitle(deps, authOf(request), request.body)));
  handle(app, endpoints.editTitle, async (request) =>
    ok(await editTitle(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.deleteTitle, async (request) => {
    await deleteTitle(deps, authOf(request), request.body.id);
    return ok({});
  });
  handle(app, endpoints.conditions, async (request) => ok(await invoiceConditions(deps, authOf(request))));
  handle(app, endpoints.balanceChanges, async (request) =>
    ok(await balanceChangesOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.apply, async (request) =>
    ok(await applyForInvoice(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.records, async (request) =>
    ok(await invoiceRecordsOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.cancel, async (request) =>
    ok(await cancelInvoice(deps, authOf(request), request.body.record_id)),
  );
  handle(app, endpoints.pdf, async (request, reply) => {
    const file = await invoicePdf(deps, request.params.id, inputOf(endpoints.pdf, request));
    return reply.headers(file.headers).send(file.bytes);
  });

  handle(app, endpoints.opsList, async (request) => ok(await deskInvoices(deps, request.body)));
  handle(app, endpoints.opsIssue, async (request) => {
    await issueInvoice(deps, staffActorOf(request), request.body.record_id);
    return ok({});
  });
  handle(app, endpoints.opsRefuse, async (request) => {
    await decideAgainst(deps, staffActorOf(request), request.body, 'refused');
    return ok({});
  });
  handle(app, endpoints.opsReverse, async (request) => {
    await decideAgainst(deps, staffActorOf(request), request.body, 'reversed');
    return ok({});
  });
};
