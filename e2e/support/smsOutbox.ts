import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_OPERATOR } from './accounts';
import { apiPost, loginByApi } from './api';

interface OutboxMessage {
  Phone: string;
  Message: string;
  CreateAt: string;
}

/**
 * Reads the newest SMS code sent to `phone` from the sandbox outbox, as the demo operator.
 * Polls briefly: the page may still be waiting for the send to finish.
 */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const { token } = await loginByApi(request, DEMO_OPERATOR);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { list } = await apiPost<{ list: OutboxMessage[] }>(request, '/admin/get_sms_outbox', {
          phone,
          session: token,
        });
        code = list[0]?.Message.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `an SMS code for ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}
