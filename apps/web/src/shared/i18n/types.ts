import type { enUS } from './locales/en-US';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's messages must have: the English keys with any text. */
export type Messages = Widen<typeof enUS>;
