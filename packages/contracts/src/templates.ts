import { z } from 'zod';
import { opsCatalogPublishRequest } from './datasets';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, sessionField, typedText } from './fields';
import { CUSTOM_SERVICE_PORT, PLUGIN_PORTS } from './services';
import { staffSessionField } from './staff';

/**
 * Templates (issue 42, RunPod's templates): an image the store offers, a start command, environment
 * variables (secret ones sealed at rest and masked in every answer), the HTTP ports the program
 * serves (each reachable through its own service origin) and the data disk it needs. Customers keep
 * private ones; staff publish public ones with a description in both languages.
 */
export const TEMPLATE_LIMITS = {
  /** Private templates one main account may keep. */
  perAccountMax: 100,
  nameMax: 64,
  descriptionMax: 2_000,
  commandMax: 4_096,
  envMax: 50,
  envNameMax: 128,
  envValueMax: 4_096,
  portsMax: 10,
  portLabelMax: 32,
  /** The data disk a template asks for; the service also bounds it by the largest disk a host of the store has. */
  diskGbMin: 1,
  diskGbMax: 10_000,
} as const;

export const ENV_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** What every answer shows in place of a secret variable's value: the value itself never leaves the server. */
export const SECRET_MASK = '••••••';

/** The SSH port inside a machine and the SSH gateway's default port (SSH_GATEWAY_PORT). */
export const SSH_PORTS = [22, 2222] as const;

/**
 * Ports a template may not expose: SSH's and the gateway's, the plugins' own (PLUGIN_PORTS) and the
 * instance's custom service port (6006), which every instance exposes already.
 */
export const TEMPLATE_RESERVED_PORTS: readonly number[] = [
  ...SSH_PORTS,
  ...Object.values(PLUGIN_PORTS),
  CUSTOM_SERVICE_PORT,
];

const PORT_RULE = `1-65535, not ${TEMPLATE_RESERVED_PORTS.join(', ')} (SSH, the gateway, the plugins, the custom service port), each once`;

export const templateEnvIn = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(TEMPLATE_LIMITS.envNameMax, `must be at most ${TEMPLATE_LIMITS.envNameMax} characters`)
    .regex(ENV_NAME_PATTERN, 'must be letters, digits and underscores, not starting with a digit'),
  value: z
    .string()
    .max(TEMPLATE_LIMITS.envValueMax, `must be at most ${TEMPLATE_LIMITS.envValueMax} characters`)
    .optional()
    .describe(
      'left out for a secret variable of the same name the template already has: the stored value is kept; required otherwise (may be empty when not secret)',
    ),
  secret: z.boolean().default(false).describe('true: sealed at rest, masked in every answer'),
});
export type TemplateEnvIn = z.infer<typeof templateEnvIn>;

export const templatePortIn = z.object({
  port: intRangeField(1, 65_535).refine((port) => !TEMPLATE_RESERVED_PORTS.includes(port), {
    message: `must not be ${TEMPLATE_RESERVED_PORTS.join(', ')} (reserved)`,
  }),
  label: typedText(TEMPLATE_LIMITS.portLabelMax).describe('what serves there, e.g. "Web UI"'),
});
export type TemplatePortIn = z.infer<typeof templatePortIn>;

/** The launch settings every template write carries: checked here so the document states every rule. */
export const templateLaunchFields = {
  name: typedText(TEMPLATE_LIMITS.nameMax),
  image_id: idField.describe('a public image the store offers'),
  command: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.commandMax, `must be at most ${TEMPLATE_LIMITS.commandMax} characters`)
    .default('')
    .describe('run by /bin/sh -c when the machine starts (beside SSH); empty: nothing is started'),
  env: z
    .array(templateEnvIn)
    .max(TEMPLATE_LIMITS.envMax, `must have at most ${TEMPLATE_LIMITS.envMax} variables`)
    .default([])
    .superRefine((vars, ctx) => {
      const seen = new Set<string>();
      vars.forEach((entry, index) => {
        if (seen.has(entry.name))
          ctx.addIssue({ code: 'custom', message: 'is named twice', path: [index, 'name'] });
        seen.add(entry.name);
      });
    })
    .describe(`at most ${TEMPLATE_LIMITS.envMax} variables, each name once`)
    .meta({ 'x-unique-by': 'name' }),
  ports: z
    .array(templatePortIn)
    .max(TEMPLATE_LIMITS.portsMax, `must have at most ${TEMPLATE_LIMITS.portsMax} ports`)
    .default([])
    .superRefine((ports, ctx) => {
      const seen = new Set<number>();
      ports.forEach((entry, index) => {
        if (seen.has(entry.port))
          ctx.addIssue({ code: 'custom', message: 'is listed twice', path: [index, 'port'] });
        seen.add(entry.port);
      });
    })
    .describe(`HTTP services: ${PORT_RULE}`)
    .meta({ 'x-unique-by': 'port' }),
  disk_gb: intRangeField(TEMPLATE_LIMITS.diskGbMin, TEMPLATE_LIMITS.diskGbMax).describe(
    'the data disk the template needs (GiB): at most the largest data disk of a host in the store; a rental refuses a host with a smaller one',
  ),
};

export const templateEnvOut = z.object({
  Name: z.string(),
  Value: z.string().describe(`the value; ${SECRET_MASK} for a secret one`),
  Secret: z.boolean(),
});
export const templatePortOut = z.object({ Port: z.number().int(), Label: z.string() });

export const template = z.object({
  TemplateId: z.number().int(),
  Name: z.string(),
  Public: z.boolean().describe("true: staff's, for everyone once published; false: the caller's own"),
  Published: z.boolean().describe('a public template customers see; always true for a private one'),
  ImageId: z.number().int(),
  ImageName: z.string(),
  Command: z.string(),
  Env: z.array(templateEnvOut),
  Ports: z.array(templatePortOut),
  DiskGb: z.number().int(),
  Description: z.string().describe('Chinese; empty for a private template'),
  DescriptionEn: z.string(),
  CreateAt: z.string(),
  UpdateAt: z.string(),
});
export type Template = z.infer<typeof template>;
export type TemplateEnvOut = z.infer<typeof templateEnvOut>;
export type TemplatePortOut = z.infer<typeof templatePortOut>;

export const templateListRequest = z.object({ session: sessionField });
export const templateListResponse = envelopeSchema(
  z.object({
    Own: z.array(template).describe('the account’s private templates, newest first'),
    Public: z.array(template).describe('published public templates, by name'),
    Images: z
      .array(z.object({ ImageId: z.number().int(), Name: z.string() }))
      .describe('the images the store offers, which a template may run'),
  }),
);
export const templateByIdRequest = z.object({ session: sessionField, template_id: idField });
export const templateResponse = envelopeSchema(template);

export const saveTemplateRequest = z.object({
  session: sessionField,
  template_id: idField.optional().describe('an own template to change; left out: a new one'),
  ...templateLaunchFields,
});
export type SaveTemplateRequest = z.infer<typeof saveTemplateRequest>;

export const templateFromInstanceRequest = z.object({
  session: sessionField,
  instance_id: idField.describe('an instance of the caller, in any state but released'),
  name: typedText(TEMPLATE_LIMITS.nameMax),
});
export const templateAcknowledged = envelopeSchema(z.object({}).strict());

/* Operator console */

export const opsTemplateListRequest = z.object({ session: staffSessionField });
export const opsTemplateListResponse = envelopeSchema(
  z.object({
    list: z.array(template).describe('every public template, published or not, newest first'),
    Images: z
      .array(z.object({ ImageId: z.number().int(), Name: z.string() }))
      .describe('the public images a template may run, for the editor'),
  }),
);
export const opsSaveTemplateRequest = z.object({
  session: staffSessionField,
  id: idField.optional().describe('the public template to change; left out: a new (unpublished) one'),
  ...templateLaunchFields,
  description: typedText(TEMPLATE_LIMITS.descriptionMax).describe('Chinese'),
  description_en: typedText(TEMPLATE_LIMITS.descriptionMax),
});
export type OpsSaveTemplateRequest = z.infer<typeof opsSaveTemplateRequest>;
export const opsTemplatePublishRequest = opsCatalogPublishRequest;
