import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { ApiError } from '../../api/client';
import { isSessionFailure } from '../../api/policy';
import { queryClient } from '../../shared/queryClient';
import { clearStaffSession, hasStaffSession } from '../../shared/staffSession';
import { opsMeQuery } from '../hooks';
import { opsLoginPath } from '../paths';

/**
 * Every console page needs a staff session and the member behind it (their role draws the menu and
 * opens the pages); without one, /ops/login with the page to come back to.
 */
export async function opsGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const back = opsLoginPath(url.pathname + url.search);
  if (!hasStaffSession()) throw redirect(back);
  try {
    await queryClient.ensureQueryData(opsMeQuery());
  } catch (error) {
    if (error instanceof ApiError && isSessionFailure(error.status, error.reason)) {
      clearStaffSession();
      throw redirect(back);
    }
    // Anything else (offline, server error): the layout shows the failure and offers a retry.
  }
  return null;
}
