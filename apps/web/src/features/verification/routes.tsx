import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { redirectIndex } from '../../shared/routing/redirectIndex';

const studentHandle: RouteHandle = { title: 'studentVerify' };

/** The public student verification page. */
export const verificationRoutes: RouteObject[] = [
  {
    path: 'studentverify',
    handle: studentHandle,
    lazy: async () => ({ Component: (await import('./pages/StudentVerifyPage')).StudentVerifyPage }),
  },
];

const consoleHandle = (title: RouteHandle['title']): RouteHandle => ({ title, menuKey: 'verification' });

/** /console/verification/*: opening the parent lets the user pick a kind (SPEC §2). */
export const verificationConsoleRoutes: RouteObject[] = [
  {
    path: 'verification',
    children: [
      redirectIndex('/console/verification/selectVerification'),
      {
        path: 'selectVerification',
        handle: consoleHandle('selectVerification'),
        lazy: async () => ({
          Component: (await import('./pages/SelectVerificationPage')).SelectVerificationPage,
        }),
      },
      {
        path: 'personal',
        handle: consoleHandle('personalVerification'),
        lazy: async () => ({ Component: (await import('./pages/PersonalPage')).PersonalPage }),
      },
      {
        path: 'bankCardVerify',
        handle: consoleHandle('bankCardVerify'),
        lazy: async () => ({ Component: (await import('./pages/BankCardPage')).BankCardPage }),
      },
      {
        path: 'enterprise',
        handle: consoleHandle('enterpriseVerification'),
        lazy: async () => ({ Component: (await import('./pages/EnterprisePage')).EnterprisePage }),
      },
      {
        path: 'license',
        handle: consoleHandle('license'),
        lazy: async () => ({ Component: (await import('./pages/LicensePage')).LicensePage }),
      },
      {
        path: 'otherChannel',
        handle: consoleHandle('otherChannel'),
        lazy: async () => ({ Component: (await import('./pages/OtherChannelPage')).OtherChannelPage }),
      },
    ],
  },
];
