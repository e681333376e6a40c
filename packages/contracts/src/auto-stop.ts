import { AUTO_STOP_LIMITS } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, requireOneOf, sessionField } from './fields';

const { idleMinutes, idleThreshold, commandLength } = AUTO_STOP_LIMITS;

/** What the auto-stop settings promise, stated once for the document and the console. */
export const AUTO_STOP_RULE =
  'Auto-stop stops an instance of the caller by the same path as its owner\'s stop (billing stops as for a manual stop), tells the owner why and records an "auto_stopped" history event. ' +
  'stop_at: a China time (Asia/Shanghai) `YYYY-MM-DD HH:mm`, in the future and within 30 days; fires once. ' +
  `idle_minutes (${idleMinutes.min}-${idleMinutes.max}) with idle_threshold (${idleThreshold.min}-${idleThreshold.max} %, default ${idleThreshold.default}): stops when every minute point of the last N minutes shows every GPU's maximum utilisation under the threshold (the CPU's maximum where the machine has no GPU data); a warning notification goes out 5 minutes before (1 minute for windows under 10 minutes), once per idle stretch; the rule stays until cleared. ` +
  `command (at most ${commandLength} characters): started now, detached, on the running machine (a real engine only; the simulated fleet refuses); the instance stops when it exits, the exit code in the reason; fires once.`;

const chinaTimeField = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/,
    'must be a China time YYYY-MM-DD HH:mm',
  )
  .describe('China time (Asia/Shanghai), YYYY-MM-DD HH:mm, in the future and within 30 days');

/** Sets the rules given (at least one); the rules not given stay as they are. */
export const autoStopSetRequest = requireOneOf(
  z.object({
    session: sessionField,
    instance_id: idField,
    stop_at: chinaTimeField.optional(),
    idle_minutes: intRangeField(idleMinutes.min, idleMinutes.max).optional(),
    idle_threshold: intRangeField(idleThreshold.min, idleThreshold.max)
      .optional()
      .describe(`percent; with idle_minutes; default ${idleThreshold.default}`),
    command: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(commandLength, `must be at most ${commandLength} characters`)
      .regex(/\S/, 'is required')
      .optional()
      .describe('a shell command (sh -c) run as root in /root'),
  }),
  ['stop_at', 'idle_minutes', 'command'],
);

export const AUTO_STOP_RULE_KINDS = ['time', 'idle', 'command', 'all'] as const;
export type AutoStopRuleKind = (typeof AUTO_STOP_RULE_KINDS)[number];

export const autoStopClearRequest = z.object({
  session: sessionField,
  instance_id: idField,
  rule: z.enum(AUTO_STOP_RULE_KINDS).describe('which rule to clear; `all` clears every one'),
});

export const autoStopInstanceRequest = z.object({ session: sessionField, instance_id: idField });
export const autoStopListRequest = z.object({ session: sessionField });

export const autoStopSettings = z.object({
  InstanceId: z.number().int(),
  StopAt: z.string().nullable().describe('ISO instant of the time rule'),
  StopAtChina: z.string().nullable().describe('the same as China time YYYY-MM-DD HH:mm'),
  IdleMinutes: z.number().int().nullable(),
  IdleThreshold: z.number().int().nullable(),
  IdleCountFrom: z
    .string()
    .nullable()
    .describe('idle time counts from here: when the rule was set or last kept running'),
  IdleWarnedAt: z.string().nullable().describe('when the last idle warning went out'),
  Command: z.string().nullable(),
  CommandStartedAt: z.string().nullable(),
  CommandSupported: z.boolean().describe('false on a simulated machine, which runs no commands'),
});
export type AutoStopSettings = z.infer<typeof autoStopSettings>;

export const autoStopResponse = envelopeSchema(autoStopSettings);
export const autoStopListResponse = envelopeSchema(
  z.object({ list: z.array(autoStopSettings).describe("the caller's instances with at least one rule") }),
);
export type AutoStopSetInput = z.input<typeof autoStopSetRequest>;
