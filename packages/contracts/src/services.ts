import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, sessionField } from './fields';
import { instanceStatus } from './instances';
import { PLUGIN_KINDS, PLUGIN_STATES, type PluginKind } from './plugins';
import { staffSessionField } from './staff';

/**
 * The port each plugin listens on inside a machine, and the one custom service port an instance
 * offers for the customer's own program (as AutoDL's "custom service", 6006: TensorBoard's own
 * default, so a `tensorboard --port 6006` the customer starts is served; the TensorBoard plugin
 * uses 6007 to stay out of its way).
 */
export const PLUGIN_PORTS: Record<PluginKind, number> = {
  jupyterlab: 8888,
  tensorboard: 6007,
  code_server: 8080,
  monitor: 9100,
};
export const CUSTOM_SERVICE_PORT = 6006;

/** A plugin's service, or the instance's custom port. */
export const SERVICE_KINDS = [...PLUGIN_KINDS, 'custom'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
/** Every service an instance lists: the fixed ones, then each port its template exposes (issue 42). */
export const LISTED_SERVICE_KINDS = [...SERVICE_KINDS, 'template_port'] as const;
export type ListedServiceKind = (typeof LISTED_SERVICE_KINDS)[number];

export function servicePort(kind: ServiceKind): number {
  return kind === 'custom' ? CUSTOM_SERVICE_PORT : PLUGIN_PORTS[kind];
}

/**
 * Why a service cannot be opened now: `simulated` (a simulated machine has no real process to
 * reach), `not_running` (the instance is not running), `not_installed` (a plugin not installed),
 * `host_off` (staff turned services off on its host).
 */
export const SERVICE_BLOCKS = ['simulated', 'not_running', 'not_installed', 'host_off'] as const;
export type ServiceBlock = (typeof SERVICE_BLOCKS)[number];

const SERVICES_RULE =
  "Every plugin, one custom port (6006) and each port its template exposes of an instance answer on an origin of their own, `<scheme>://<instance name>-<port>.<SERVICE_DOMAIN>`, never the console's. Opening one asks for a single-use address (about 60 s) on that origin, which sets a cookie for that origin only, bound to the instance, the port and this session.";

export const serviceListRequest = z.object({ session: sessionField, instance_id: idField });

export const instanceService = z.object({
  Service: z.enum(LISTED_SERVICE_KINDS),
  Port: z.number().int(),
  Label: z.string().describe("a template port's label; empty for the others"),
  Url: z.string().describe('the service origin; opened through /api/instance/services/open'),
  PluginState: z.enum(PLUGIN_STATES).describe("a plugin's install state; `installed` for the custom port"),
  Program: z
    .string()
    .describe('what the plugin runs (jupyter-lab, jupyter-notebook, ...); empty when unknown'),
  Openable: z.boolean(),
  Blocked: z.enum(SERVICE_BLOCKS).nullable().describe('why it cannot be opened now; null when it can'),
});
export type InstanceService = z.infer<typeof instanceService>;

export const serviceListResponse = envelopeSchema(
  z.object({
    Instance: z.object({ InstanceId: z.number().int(), Name: z.string(), Status: instanceStatus }),
    list: z
      .array(instanceService)
      .describe('every plugin kind, then the custom port, then the ports its template exposes'),
  }),
);

export const serviceOpenRequest = z
  .object({
    session: sessionField,
    instance_id: idField,
    service: z.enum(LISTED_SERVICE_KINDS),
    port: intRangeField(1, 65_535)
      .optional()
      .describe('with `template_port`: which of the ports its template exposes'),
  })
  .refine((body) => body.service !== 'template_port' || body.port !== undefined, {
    message: 'is required with template_port',
    path: ['port'],
  })
  .meta({
    anyOf: [
      { properties: { service: { enum: [...SERVICE_KINDS] } } },
      { properties: { service: { enum: ['template_port'] } }, required: ['port'] },
    ],
  });
export const serviceOpenResponse = envelopeSchema(
  z.object({
    Url: z.string().describe('single-use, valid about 60 seconds: open it in a new tab'),
    ExpiresAt: z.string(),
  }),
);

export const opsHostServicesRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  enabled: z.boolean().describe("false: the host's instances' services refuse to open and answer"),
});
export const opsHostServicesResponse = envelopeSchema(z.object({ ServicesEnabled: z.boolean() }));

export const opsUserServicesRequest = z.object({ session: staffSessionField, user_id: idField });
export const opsUserServicesResponse = envelopeSchema(
  z.object({
    list: z.array(
      z.object({
        InstanceId: z.number().int(),
        InstanceName: z.string(),
        InstanceStatus: instanceStatus,
        Service: z.enum(LISTED_SERVICE_KINDS),
        Port: z.number().int(),
        Url: z.string(),
        PluginState: z.enum(PLUGIN_STATES),
      }),
    ),
  }),
);

export { SERVICES_RULE };
