import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { DEMO_STATE } from './fixtures';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';

/** Logs the demo account in once through the API and keeps its session as a storage state. */
setup('demo account session', async ({ request, baseURL }) => {
  const session = await loginByApi(request, DEMO_USER);
  await mkdir(path.dirname(DEMO_STATE), { recursive: true });
  const state = {
    cookies: [],
    origins: [
      {
        origin: baseURL ?? '',
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'sessionId', value: session.sessionId },
        ],
      },
    ],
  };
  await writeFile(DEMO_STATE, JSON.stringify(state, null, 2));
});
