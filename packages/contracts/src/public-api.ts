import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, yuanOut } from './fields';
import {
  accessResponse,
  instanceListRequest,
  instanceLogRequest,
  PREPAID_MODES,
  renewalFields,
  startInstanceRequest,
} from './instance-actions';
import {
  countByMode,
  instanceRow,
  instanceStatus,
  POST_PAID_ONLY,
  RENTAL_MODES,
  rentalFields,
} from './instances';
import { balanceChangeListRequest } from './ledger';
import { orderListRequest } from './orders';
import { gpuSelectorDetailRequest } from './store';

/**
 * The public API (/openapi/v1, issue 16): the console's own rules and answers, called with a signed
 * access key instead of a session. Bodies are JSON; entity fields are PascalCase and parameters
 * snake_case, as in the rest of the API.
 */
export const publicInstancePath = z.object({ id: idField.describe('the instance id (InstanceId)') });
export const publicOfferPath = z.object({ id: idField.describe('the host id of an offer (HostId)') });

export const publicOffersQuery = gpuSelectorDetailRequest.omit({ session: true });
export const publicRentalRequest = countByMode(z.object(rentalFields), RENTAL_MODES, POST_PAID_ONLY);
export const publicInstanceListQuery = instanceListRequest.omit({ session: true });
/** An instance's log, a page at a time (the console's /logs/get_instance_log_list). */
export const publicInstanceLogQuery = instanceLogRequest.omit({ session: true, instance_id: true });
export const publicStartRequest = startInstanceRequest.omit({ session: true, instance_id: true }).nullish();
export const publicRenewRequest = countByMode(z.object(renewalFields), PREPAID_MODES);
export const publicOrdersQuery = orderListRequest.omit({ session: true });
export const publicLedgerQuery = balanceChangeListRequest.omit({ session: true });
/** A call that names nothing but its path: an empty object, or no body at all. */
export const publicEmptyRequest = z.object({}).strict().nullish();

export const instanceAccess = accessResponse.shape.data;

/** An instance as the public API answers it: the console's row, and how to reach it while it runs. */
export const publicInstance = instanceRow.extend({
  OrderNo: z.string().describe('the order that rented it'),
  Access: instanceAccess.nullable().describe('SSH and VNC details while it is running; null otherwise'),
});
export const publicInstanceResponse = envelopeSchema(publicInstance);
export const publicInstanceStatusResponse = envelopeSchema(z.object({ Status: instanceStatus }));

export const publicBalance = z.object({
  Money: yuanOut.describe('balance; negative when credit is in use'),
  PowerMoney: yuanOut.describe('compute vouchers'),
  CreditMoneyQuota: yuanOut.describe('credit line'),
  Available: yuanOut.describe('what orders can take now: vouchers, balance and unused credit'),
  VoucherFirst: z.boolean().describe('orders take compute vouchers before balance'),
});
export const publicBalanceResponse = envelopeSchema(publicBalance);

export const publicKeyUsage = z.object({
  AccessKeyId: z.string(),
  Scopes: z.array(z.string()),
  MonthlySpendCap: yuanOut.nullable(),
  SpentThisMonth: yuanOut,
  RateLimitPerMinute: z.number().int(),
});
export const publicKeyUsageResponse = envelopeSchema(publicKeyUsage);

/** The id a client chooses for a create (the Idempotency-Key header). */
export const idempotencyKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'must be 8-100 of A-Z a-z 0-9 _ . : -')
  .describe('8-100 of A-Z a-z 0-9 _ . : - chosen by the client; kept 24 hours');
export const publicCreateHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyField.optional() });

export type PublicInstance = z.infer<typeof publicInstance>;
export type PublicBalance = z.infer<typeof publicBalance>;
export type PublicRentalRequest = z.infer<typeof publicRentalRequest>;
