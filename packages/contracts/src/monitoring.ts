import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, sessionField } from './fields';
import { instanceStatus } from './instances';

/** The ranges of the monitoring page: the last hour and day from minute points, the last week from hour points. */
export const METRIC_RANGES = ['1h', '24h', '7d'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];

/** The most instances one call for the latest figures takes (a page of the instance list). */
export const METRIC_LATEST_MAX = 100;

export const METRICS_RULE =
  "Sampled from the machine's engine about once a minute while it runs: CPU in percent of the machine's own cores (100 = all of them busy), memory and the data disk in bytes against what was rented, network bytes received (NetworkIn) and sent (NetworkOut) during each point's period, and per GPU its utilisation, memory in MiB and temperature in °C where the host has GPUs (Gpus null: no GPU data, never invented). Minute points are kept 24 hours and hour points (the minimum, the average weighted by samples and the maximum of their minutes) 30 days; 1h and 24h answer minute points, 7d hour points. Simulated marks the simulated fleet's series.";

const rangeField = z.enum(METRIC_RANGES).describe('1h and 24h: minute points; 7d: hour points');

export const instanceMetricsRequest = z.object({
  session: sessionField,
  instance_id: idField,
  range: rangeField,
});

/** The open API's query of the same series (the instance is in the path). */
export const publicInstanceMetricsQuery = z.object({ range: rangeField });

export const gpuMetricPoint = z.object({
  Index: z.number().int().describe("the GPU's index in the machine, as nvidia-smi numbers it"),
  UtilAvg: z.number(),
  UtilMin: z.number(),
  UtilMax: z.number(),
  MemoryUsedMiB: z.number().describe('the average over the period'),
  MemoryTotalMiB: z.number(),
  TemperatureC: z.number().describe('the highest over the period'),
});

export const metricPoint = z.object({
  At: z.string().describe('ISO 8601: the start of the minute or hour'),
  Samples: z.number().int().describe('how many samples the point stands for'),
  CpuAvg: z.number(),
  CpuMin: z.number(),
  CpuMax: z.number(),
  MemoryUsedAvg: z.number().int().describe('bytes'),
  MemoryUsedMax: z.number().int().describe('bytes'),
  MemoryLimit: z.number().int().describe('bytes: what the machine is held to (rented)'),
  DiskUsed: z.number().int().describe('bytes used on the data disk at the end of the period'),
  DiskSize: z.number().int().describe('bytes; 0 when the disk could not be read'),
  NetworkIn: z.number().int().describe('bytes received during the period'),
  NetworkOut: z.number().int().describe('bytes sent during the period'),
  Gpus: z.array(gpuMetricPoint).nullable().describe('null: no GPU data'),
  Simulated: z.boolean(),
});

export const instanceMetrics = z.object({
  Instance: z.object({
    InstanceId: z.number().int(),
    Name: z.string(),
    Status: instanceStatus,
    GpuCount: z.number().int(),
    Simulated: z
      .boolean()
      .describe('true when the machine is a simulation (its figures are the simulated fleet’s)'),
  }),
  Range: z.enum(METRIC_RANGES),
  Resolution: z.enum(['minute', 'hour']),
  From: z.string().describe('ISO 8601: the range starts here'),
  To: z.string().describe('ISO 8601: now'),
  SampleSeconds: z.number().int().describe('how often a running machine is sampled'),
  Points: z.array(metricPoint).describe('oldest first; none for a time the machine did not run'),
});

export const instanceMetricsResponse = envelopeSchema(instanceMetrics);

export const latestMetricsRequest = z.object({
  session: sessionField,
  instance_ids: z
    .array(idField)
    .max(METRIC_LATEST_MAX, `must have at most ${METRIC_LATEST_MAX} ids`)
    .describe(`the instances (at most ${METRIC_LATEST_MAX}); others' instances are left out`),
});

export const latestMetric = z.object({
  InstanceId: z.number().int(),
  At: z.string().describe('ISO 8601: the minute of the last sample'),
  CpuPercent: z.number(),
  MemoryUsed: z.number().int(),
  MemoryLimit: z.number().int(),
  GpuUtilPercent: z.number().nullable().describe("the GPUs' average utilisation; null: no GPU data"),
  Simulated: z.boolean(),
});

export const latestMetricsResponse = envelopeSchema(
  z.object({
    list: z
      .array(latestMetric)
      .describe('the last minute point of each instance sampled in the last 5 minutes'),
  }),
);

export type MetricPoint = z.infer<typeof metricPoint>;
export type GpuMetricPoint = z.infer<typeof gpuMetricPoint>;
export type InstanceMetrics = z.infer<typeof instanceMetrics>;
export type LatestMetric = z.infer<typeof latestMetric>;
