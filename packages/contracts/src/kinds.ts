// The store's vocabulary as plain values, apart from the schemas built on it (store.ts): a page that
// only names kinds, node classes or sorts (a filter, a label) loads neither zod nor those schemas.

export const INSTANCE_KINDS = ['kvm', 'container', 'bare_metal'] as const;
export type InstanceKind = (typeof INSTANCE_KINDS)[number];

/** Main nodes get VIP discounts; edge nodes do not (SPEC §9). */
export const NODE_CLASSES = ['main', 'edge'] as const;
export type NodeClass = (typeof NODE_CLASSES)[number];

export const STORE_SORTS = ['price_asc', 'price_desc', 'free_desc'] as const;
