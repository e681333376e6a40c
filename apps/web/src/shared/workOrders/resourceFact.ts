import type { WorkOrderResourceType } from '@gpucloud/contracts';

/**
 * The names of what a ticket concerns, in both languages: the customer's ticket page and the
 * support desk read them from here, so the two never name one ticket differently.
 */
export const RESOURCE_TYPE_NAMES = {
  'en-US': {
    instance: 'Instance',
    bare_metal: 'Bare metal',
    billing: 'Billing',
    account: 'Account',
    other: 'Other',
  },
  'zh-CN': {
    instance: '实例',
    bare_metal: '裸金属',
    billing: '费用',
    account: '账户',
    other: '其他',
  },
} as const satisfies Record<'en-US' | 'zh-CN', Record<WorkOrderResourceType, string>>;

/** "No instance named" beside an instance topic: the customer no longer had it, or could not say. */
export const RESOURCE_NOT_NAMED = {
  'en-US': 'none named',
  'zh-CN': '未指定',
} as const;

export interface TicketResource {
  resource_type: WorkOrderResourceType | null;
  resource_id: string | null;
}

/**
 * What "Resource" says of a ticket: its type, and the instance when one is named (a topic about an
 * instance that names none says so). `texts` are the page language's names above.
 */
export function resourceFact(
  ticket: TicketResource,
  texts: { types: Record<WorkOrderResourceType, string>; notNamed: string; none: string },
): string {
  const { resource_type: type, resource_id: id } = ticket;
  if (type === null) return id ?? texts.none;
  if (id) return `${texts.types[type]} · ${id}`;
  return type === 'instance' || type === 'bare_metal'
    ? `${texts.types[type]} · ${texts.notNamed}`
    : texts.types[type];
}
