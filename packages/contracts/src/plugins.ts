import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, requireOneOf, sessionField } from './fields';
import { IMAGE_SYSTEMS } from './fleet';
import { instanceStatus } from './instances';

/** The add-ons an instance can run beside its workload (issue 17); the compute provider's list. */
export const PLUGIN_KINDS = ['jupyterlab', 'tensorboard', 'code_server', 'monitor'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** `none`: not installed. A plugin is installed on a running Linux instance. */
export const PLUGIN_STATES = ['none', 'installing', 'installed', 'removing', 'failed'] as const;
export type PluginState = (typeof PLUGIN_STATES)[number];

const PLUGIN_RULE =
  'Plugins are installed on a running Linux instance of the caller and are free. They stay installed while the instance is stopped (Running false) and answer again when it runs; a released instance has none.';

/** By `instance_name` as the console's route names it, or by `instance_id`: one of them is required. */
export const pluginListRequest = requireOneOf(
  z.object({
    session: sessionField,
    instance_id: idField.optional(),
    instance_name: z
      .string()
      .trim()
      .min(1, 'is required')
      .regex(/\S/, 'is required')
      .max(64, 'must be at most 64 characters')
      .optional(),
  }),
  ['instance_name', 'instance_id'],
);

export const instancePlugin = z.object({
  Plugin: z.enum(PLUGIN_KINDS),
  State: z.enum(PLUGIN_STATES),
  Url: z.string().describe('where it answers; empty until installed'),
  Token: z.string().describe('what it asks for; shown to the owner only, empty until installed'),
  FailReason: z.string(),
  Running: z.boolean().describe('installed and its instance is running'),
  InstalledAt: z.string().nullable(),
});

export const pluginListResponse = envelopeSchema(
  z.object({
    Instance: z.object({
      InstanceId: z.number().int(),
      Name: z.string(),
      Status: instanceStatus,
      System: z.enum(IMAGE_SYSTEMS),
      Simulated: z.boolean().describe('true when the machine is a simulation (instanceRow.Simulated)'),
    }),
    list: z.array(instancePlugin).describe('every plugin kind, installed or not'),
  }),
);

export const pluginActionRequest = z.object({
  session: sessionField,
  instance_id: idField,
  plugin: z.enum(PLUGIN_KINDS),
});
export const pluginResponse = envelopeSchema(instancePlugin);

export { PLUGIN_RULE };
export type InstancePlugin = z.infer<typeof instancePlugin>;
