import { LOW_BALANCE_THRESHOLD_MAX_FEN, TIMELINE_KINDS } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, sessionField, yuanField, yuanOut } from './fields';

/** How the runway is counted; the endpoint's description and docs/web.md say the same. */
export const RUNWAY_RULE =
  'The runway is what the account can spend (balance + compute vouchers + credit line) divided by its burn: ' +
  'the hourly prices of its running pay-as-you-go instances (the no-GPU price while one runs without GPUs), ' +
  'rounded down to the whole minute. Null when nothing is running on pay-as-you-go. Prepaid instances are paid ' +
  'ahead and do not renew by themselves, so they burn nothing until their owner renews them.';

export const runwayRequest = z.object({ session: sessionField });

export const runway = z.object({
  Spendable: yuanOut.describe('balance + compute vouchers + credit line, yuan, never below 0'),
  BurnPerHour: yuanOut.describe('hourly prices of the running pay-as-you-go instances, yuan'),
  RunningInstances: z.number().int().describe('running pay-as-you-go instances counted in the burn'),
  RunwayMinutes: z
    .number()
    .int()
    .nullable()
    .describe('whole minutes the funds last; null: no running charges'),
  RunsOutAt: z.string().nullable().describe('ISO instant the funds run out at the current burn'),
  LowBalanceThreshold: yuanOut.describe('low-balance notice threshold, yuan; 0 = off'),
});
export type Runway = z.infer<typeof runway>;
export const runwayResponse = envelopeSchema(runway);

export const setLowBalanceThresholdRequest = z.object({
  session: sessionField,
  threshold: yuanField({ maxFen: LOW_BALANCE_THRESHOLD_MAX_FEN }).describe(
    'yuan, at most 2 decimals, 0 to 100,000; 0 turns the low-balance notice off',
  ),
});
export type SetLowBalanceThresholdRequest = z.input<typeof setLowBalanceThresholdRequest>;
export const setLowBalanceThresholdResponse = envelopeSchema(
  z.object({ LowBalanceThreshold: yuanOut.describe('yuan; 0 = off') }),
);

export const timelineEvent = z.object({
  Kind: z.enum(TIMELINE_KINDS),
  At: z.string().describe('ISO instant'),
  Amount: yuanOut.nullable().describe('what is charged then (the next hourly charge), yuan'),
});
export type TimelineEventRow = z.infer<typeof timelineEvent>;
export const timelineRequest = z.object({ session: sessionField, instance_id: idField });
export const timelineResponse = envelopeSchema(z.object({ Events: z.array(timelineEvent) }));
