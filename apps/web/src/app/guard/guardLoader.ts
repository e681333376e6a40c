import type { UserInfo } from '@gpucloud/contracts';
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { ApiError } from '../../api/client';
import { isSessionFailure } from '../../api/policy';
import { INBOX_PREVIEW, messageListQuery, notificationListQuery } from '../../features/inbox/hooks';
import { userInfoQuery } from '../../shared/queries/account';
import { queryClient } from '../../shared/queryClient';
import { rememberReferral } from '../../shared/referral';
import type { RouteHandle } from '../../shared/routing/handle';
import { loginPath } from '../../shared/routing/loginPath';
import { prefetchOnce } from '../../shared/routing/prefetch';
import { clearSession, hasSession } from '../../shared/session';
import { BD_VID, carryBdVid, decideAccess } from './rules';

/** A failed user info is handled below (or by the page): the bells' prefetch just does not happen. */
function ignoreHere(): void {}

/**
 * The navigation guard of SPEC §2, run as the root loader on every navigation: carries bd_vid,
 * remembers a partner's referral code until a registration sends it (issue 15), keeps the
 * logged-in area for sessions, loads user info, the work-order unread flag and the top bar's
 * bells, waits for user info where pages need it, and sends modelDetail to /login without a phone.
 */
export function createGuardLoader(getRoutes: () => RouteObject[]) {
  // bd_vid lives for the visit: once seen, every in-app navigation keeps it in the URL.
  let carriedBdVid: string | null = null;

  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    // The build's server-side render paints first screens before anyone's session is known (a
    // console page as it shows while its data loads): the browser's guard decides on arrival.
    if (import.meta.env.SSR) return null;
    const url = new URL(request.url);
    rememberReferral(url.searchParams);
    carriedBdVid = url.searchParams.get(BD_VID) ?? carriedBdVid;
    const withBdVid = carryBdVid(url, carriedBdVid);
    if (withBdVid) throw redirect(withBdVid);

    const routeNames = (matchRoutes(getRoutes(), url.pathname) ?? []).flatMap((match) => {
      const name = (match.route.handle as RouteHandle | undefined)?.name;
      return name ? [name] : [];
    });
    const session = hasSession();
    const decision = decideAccess({
      pathname: url.pathname,
      search: url.search,
      routeNames,
      hasSession: session,
    });
    if (decision.kind === 'login') throw redirect(decision.to);

    if (session) {
      void queryClient.prefetchQuery(userInfoQuery());
      // The third-party client loads only for sessions: a first-time visitor's store does without it.
      void import('../../features/workOrders/hooks').then(({ workOrderUnreadQuery }) =>
        queryClient.prefetchQuery(workOrderUnreadQuery()),
      );
      // The top bar's bells (messages only for an account with a phone), once the session proved good.
      queryClient.ensureQueryData(userInfoQuery()).then((info) => {
        if (info.Phone) prefetchOnce(messageListQuery(INBOX_PREVIEW));
        prefetchOnce(notificationListQuery(INBOX_PREVIEW));
      }, ignoreHere);
    }
    if (!decision.needsUserInfo) return null;

    let info: UserInfo;
    try {
      info = await queryClient.ensureQueryData(userInfoQuery());
    } catch (error) {
      if (error instanceof ApiError && isSessionFailure(error.status, error.reason)) {
        clearSession();
        queryClient.clear();
        throw redirect(loginPath(url.pathname + url.search));
      }
      // Anything else (offline, server error): the page shows the failure and offers a retry.
      if (decision.needsPhone) throw redirect(loginPath(url.pathname + url.search));
      return null;
    }
    if (decision.needsPhone && !info.Phone) throw redirect(loginPath(url.pathname + url.search));
    return null;
  };
}
