import type { RouteObject } from 'react-router';
import { notAvailableRoute, redirectIndex } from '../../shared/routing/notAvailableRoute';

/** The public student verification page. */
export const verificationRoutes: RouteObject[] = [notAvailableRoute('studentverify', 'studentVerify')];

/** /console/verification/*: opening the parent lets the user pick a kind (SPEC §2). */
export const verificationConsoleRoutes: RouteObject[] = [
  {
    path: 'verification',
    children: [
      redirectIndex('/console/verification/selectVerification'),
      notAvailableRoute('selectVerification', 'selectVerification', { menuKey: 'verification' }),
      notAvailableRoute('personal', 'personalVerification', { menuKey: 'verification' }),
      notAvailableRoute('bankCardVerify', 'bankCardVerify', { menuKey: 'verification' }),
      notAvailableRoute('enterprise', 'enterpriseVerification', { menuKey: 'verification' }),
      notAvailableRoute('license', 'license', { menuKey: 'verification' }),
      notAvailableRoute('otherChannel', 'otherChannel', { menuKey: 'verification' }),
    ],
  },
];
