import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_USER } from './accounts';
import { apiPost, loginByApi } from './api';
import { registerFreshAccount, type Session } from './session';

const PORT = process.env.E2E_PORT ?? '8181';
const STATE = new URL(`../.auth/standing-agreement-${PORT}.json`, import.meta.url).pathname;

export interface StandingAgreementSetup {
  /** An account that accepted the user service agreement before the new version was published. */
  account: Session;
  version: number;
  title_en: string;
  stamp: string;
}

/**
 * Publishes a new version of the user service agreement in the setup, before any journey runs:
 * accounts registered from then on accept it at sign-up and the demo account accepts it here, so no
 * journey meets the console's acceptance dialog except the one about it, whose account registered
 * just before the publication.
 */
export async function prepareStandingAgreement(
  request: APIRequestContext,
  supportToken: string,
): Promise<void> {
  const account = await registerFreshAccount(request);
  const current = await apiPost<{ version: number; title_en: string; content_en: string }>(
    request,
    '/get_agreement',
    { key: 'service' },
  );
  const stamp = `Clause added in run ${Date.now()}.`;
  const { version } = await apiPost<{ version: number }>(request, '/ops/publish_agreement', {
    session: supportToken,
    key: 'service',
    title: '用户服务协议',
    title_en: current.title_en,
    content: `${current.content_en}\n\n${stamp}`,
    content_en: `${current.content_en}\n\n${stamp}`,
  });
  const demo = await loginByApi(request, DEMO_USER);
  await apiPost(request, '/accept_agreement', { session: demo.token, key: 'service', version });
  const setup: StandingAgreementSetup = {
    account: { token: account.token, sessionId: account.sessionId },
    version,
    title_en: current.title_en,
    stamp,
  };
  await mkdir(path.dirname(STATE), { recursive: true });
  await writeFile(STATE, JSON.stringify(setup, null, 2));
}

/** What the setup left for the acceptance journey. */
export function standingAgreementSetup(): StandingAgreementSetup {
  return JSON.parse(readFileSync(STATE, 'utf8')) as StandingAgreementSetup;
}
