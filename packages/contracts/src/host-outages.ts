import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, yuanOut } from './fields';
import { staffSessionField } from './staff';

/**
 * Host outages on the fleet desk (issue 44, point 5): fleet staff mark a host down and back up;
 * the reconciler does the same when a host's engine stops answering. Running instances there are
 * not charged meanwhile, and prepaid ones are credited compute vouchers for the time lost once the
 * outage has stayed closed for the merge window (docs/compute.md, "Credit for outages").
 */
export const OUTAGE_CAUSES = ['staff', 'engine'] as const;
export type OutageCause = (typeof OUTAGE_CAUSES)[number];

export const hostOutageRequest = z.object({ session: staffSessionField, host_id: idField });
export type HostOutageRequest = z.infer<typeof hostOutageRequest>;

export const hostOutageResponse = envelopeSchema(z.object({ OutageId: z.number().int() }));

export const hostOutage = z.object({
  Id: z.number().int(),
  Cause: z
    .enum(OUTAGE_CAUSES)
    .describe('staff: marked down on the fleet desk; engine: its engine stopped answering'),
  StartedAt: z.string().describe('ISO 8601'),
  EndedAt: z.string().nullable().describe('ISO 8601; null while the host is down'),
  SettledAt: z
    .string()
    .nullable()
    .describe(
      'ISO 8601: when its instances were credited; null until it has stayed closed for the merge window',
    ),
  Instances: z.number().int().describe('instances running on the host when it went down'),
  CreditedVouchers: yuanOut.describe('compute vouchers credited to prepaid instances, yuan'),
  UnchargedMinutes: z.number().int().describe('pay-as-you-go minutes of the outage not charged'),
});
export type HostOutage = z.infer<typeof hostOutage>;

export const hostOutageListResponse = envelopeSchema(
  z.object({ data: z.array(hostOutage).describe("the host's 50 latest outages, newest first") }),
);
