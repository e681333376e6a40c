import { isLoggedInArea } from '@gpucloud/contracts';
import { MODEL_DETAIL_ROUTE } from '../../shared/routing/handle';
import { loginPath } from '../../shared/routing/loginPath';

// The server paints a console page's first screen by the same rule (core/http/page-assets.ts).
export { isLoggedInArea };

/** The query parameter of Baidu ad clicks; it stays in the URL for the whole visit (SPEC §2). */
export const BD_VID = 'bd_vid';

/**
 * The target with the carried bd_vid added, as path + query; null when nothing is to add (no
 * bd_vid carried, or the target has its own).
 */
export function carryBdVid(target: URL, carried: string | null): string | null {
  if (!carried || target.searchParams.has(BD_VID)) return null;
  const search = new URLSearchParams(target.search);
  search.set(BD_VID, carried);
  return `${target.pathname}?${search.toString()}${target.hash}`;
}

export type AccessDecision =
  | { kind: 'allow'; needsUserInfo: boolean; needsPhone: boolean }
  | { kind: 'login'; to: string };

/**
 * Who may open a path (SPEC §2, §6): the logged-in area needs a session and waits for user info;
 * the modelDetail route needs an account with a phone, so without a session it goes to /login.
 */
export function decideAccess(input: {
  pathname: string;
  search: string;
  routeNames: readonly string[];
  hasSession: boolean;
}): AccessDecision {
  const needsPhone = input.routeNames.includes(MODEL_DETAIL_ROUTE);
  const loggedInArea = isLoggedInArea(input.pathname);
  if ((loggedInArea || needsPhone) && !input.hasSession) {
    return { kind: 'login', to: loginPath(input.pathname + input.search) };
  }
  return { kind: 'allow', needsUserInfo: loggedInArea || needsPhone, needsPhone };
}

/** SPEC §2: leaving a console page scrolls the next page to the top. */
export function shouldScrollToTop(fromPathname: string | null, toPathname: string): boolean {
  return fromPathname !== null && fromPathname !== toPathname && isLoggedInArea(fromPathname);
}
