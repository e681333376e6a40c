import { useMatches } from 'react-router';
import type { enUS } from '../i18n/locales/en-US';

/** The route name of the AI model page, which needs an account with a phone (SPEC §5). */
export const MODEL_DETAIL_ROUTE = 'modelDetail';

/** A page's title key under `shell.pages`. */
export type PageKey = keyof typeof enUS.shell.pages;

/** The console side-menu entries a route can highlight (SPEC §2: route metadata). */
export type ConsoleMenuKey =
  | 'dashboard'
  | 'customizeImage'
  | 'templates'
  | 'reservations'
  | 'gpuWaits'
  | 'cloudDisk'
  | 'subAccountInstance'
  | 'accountInfo'
  | 'safe'
  | 'sshKeys'
  | 'webhooks'
  | 'messages'
  | 'verification'
  | 'recharge'
  | 'coupon'
  | 'orders'
  | 'expenseDetail'
  | 'withdrawRecords'
  | 'invoice'
  | 'income'
  | 'selectQuestion'
  | 'myWorkOrder'
  | 'salesDashboard'
  | 'accessKey';

/**
 * Route metadata, kept in each route's `handle` and inherited from parent to child (the child
 * wins): a name for rules that follow a route, the page title, the console menu highlight and
 * whether the floating contact widget shows.
 */
export interface RouteHandle {
  name?: string;
  title?: PageKey;
  menuKey?: ConsoleMenuKey;
  showContact?: boolean;
}

export function mergeHandles(handles: readonly unknown[]): RouteHandle {
  const meta: RouteHandle = {};
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    for (const [key, value] of Object.entries(handle)) {
      if (value !== undefined) (meta as Record<string, unknown>)[key] = value;
    }
  }
  return meta;
}

/** The merged metadata of the current route. */
export function useRouteMeta(): RouteHandle {
  return mergeHandles(useMatches().map((match) => match.handle));
}
