import { RESERVATION_LIMITS } from '@gpucloud/domain';
import { z } from 'zod';
import { bareMetalSpec, chinaDayField, configIdField, RANGE_RULE } from './bare-metal';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, sessionField, typedText, yuanOut } from './fields';
import { customerSearchField, staffSessionField } from './staff';

export { RESERVATION_LIMITS };

/** requested → confirmed (staff) → delivered (staff rent the machine); cancelled from either waiting state. */
export const RESERVATION_STATES = ['requested', 'confirmed', 'delivered', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
export const RESERVATION_CANCELLERS = ['none', 'customer', 'staff'] as const;

export const reservationRangeRequest = z.object({
  session: sessionField,
  config_id: configIdField,
  start_day: chinaDayField.describe(`first day of the reservation. ${RANGE_RULE}`),
  end_day: chinaDayField.describe('last day of the reservation (included)'),
});

export const addReservationRequest = reservationRangeRequest.extend({
  note: typedText(200).optional().describe('what the customer tells staff'),
});

export const reservationQuote = z.object({
  Days: z.number().int(),
  TermMode: z.enum(['daily', 'monthly']).describe('how the range is rented on delivery'),
  TermCount: z.number().int(),
  TermPrice: yuanOut.describe(
    'list price of the term for the whole machine (period discount in, no membership)',
  ),
  Deposit: yuanOut.describe(
    `charged now: ${RESERVATION_LIMITS.depositBasisPoints / 100} % of TermPrice, at least ${RESERVATION_LIMITS.minDepositFen / 100}, at most TermPrice; refunded in full on cancel, refusal or delivery`,
  ),
  Reservable: z.number().int().describe('machines of the configuration still reservable for the range'),
  Payable: z.boolean().describe('false: available balance is less than the deposit'),
  Short: yuanOut.describe('yuan missing when not payable'),
});
export type ReservationQuote = z.infer<typeof reservationQuote>;
export const reservationQuoteResponse = envelopeSchema(reservationQuote);

export const reservation = bareMetalSpec.extend({
  Id: z.number().int(),
  State: z.enum(RESERVATION_STATES),
  ConfigId: z.string(),
  StartDay: z.string(),
  EndDay: z.string(),
  Days: z.number().int(),
  Note: z.string(),
  Deposit: yuanOut,
  DepositOrderNo: z.string(),
  Refunded: yuanOut.describe('deposit given back so far'),
  CancelledBy: z.enum(RESERVATION_CANCELLERS).describe('who cancelled; none unless cancelled'),
  Reason: z.string().describe('why staff refused it, or the customer cancelled it'),
  InstanceId: z.number().int().describe('the delivered instance; 0 before delivery'),
  InstanceName: z.string().describe('the delivered instance; empty before delivery'),
  CreateAt: z.string(),
  DecidedAt: z.string().nullable().describe('when staff confirmed, refused or delivered it'),
});
export type Reservation = z.infer<typeof reservation>;
export const reservationResponse = envelopeSchema(z.object({ reservation }));

export const reservationListRequest = z.object({
  session: sessionField,
  state: z.enum(RESERVATION_STATES).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const reservationListResponse = envelopeSchema(
  z.object({ data: z.array(reservation), total: z.number().int() }),
);

export const cancelReservationRequest = z.object({
  session: sessionField,
  reservation_id: idField,
  reason: typedText(200).optional(),
});

/** The fleet desk (staff role fleet). */
export const opsReservationListRequest = z.object({
  session: staffSessionField,
  state: z.enum(RESERVATION_STATES).default('requested'),
  q: customerSearchField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsReservationRow = reservation.extend({ UserId: z.number().int(), UserPhone: z.string() });
export type OpsReservationRow = z.infer<typeof opsReservationRow>;
export const opsReservationListResponse = envelopeSchema(
  z.object({
    list: z.array(opsReservationRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    waiting: z.number().int().describe('requested reservations waiting for a decision'),
  }),
);
export const opsReservationRequest = z.object({ session: staffSessionField, reservation_id: idField });
export const opsReservationRefuseRequest = opsReservationRequest.extend({
  reason: typedText(200).describe('the customer reads it'),
});
export const opsReservationAcknowledged = envelopeSchema(emptyData);
export const opsFreeHostsResponse = envelopeSchema(
  z.object({
    list: z.array(z.object({ HostId: z.number().int(), Name: z.string() })),
  }),
);
export const opsDeliverRequest = opsReservationRequest.extend({
  host_id: idField.describe('a free online host of the reservation’s configuration'),
  image_id: idField.describe('the system image the machine is installed with'),
});
export const opsDeliverResponse = envelopeSchema(
  z.object({ InstanceId: z.number().int(), InstanceName: z.string(), OrderNo: z.string() }),
);
