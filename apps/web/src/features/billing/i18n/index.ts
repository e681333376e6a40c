import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../shared/i18n/namespaces';
import { billingEnUS } from './en-US';
import { billingZhCN } from './zh-CN';

export const BILLING_NS = 'billing';

// Loaded with the billing pages; importing this module makes the namespace's texts available.
registerNamespace(BILLING_NS, { 'en-US': billingEnUS, 'zh-CN': billingZhCN });

/** A key as `t` takes it: plural forms (`total_one`, `total_other`) are asked for as `total` with a count. */
type Plain<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every dotted key of a messages object. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Plain<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type BillingKey = Keys<typeof billingEnUS>;
export type BillingT = (key: BillingKey, values?: Record<string, string | number>) => string;

/** The part of i18next's instance this hook uses, typed by string (the namespace is typed by BillingKey). */
interface FixedTSource {
  getFixedT(language: string | null, namespace: string): (key: string, values?: object) => string;
}

/**
 * The billing namespace's `t`, its keys checked against the English texts. The namespace is not
 * in src/i18next.d.ts, so `useTranslation('billing')` would not type-check; this reads it
 * through the same i18next instance and re-renders on a language change as useTranslation does.
 */
export function useBillingTexts(): { t: BillingT } {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? null;
  const t = useMemo(
    () => (i18n as unknown as FixedTSource).getFixedT(language, BILLING_NS) as BillingT,
    [i18n, language],
  );
  return { t };
}
