import { type APIRequestContext, expect } from '@playwright/test';
import { apiPost } from './api';
import { staffSession } from './staff';

interface OutboxMessage {
  Phone: string;
  Message: string;
  CreateAt: string;
}

/**
 * The newest SMS sent to `phone`, read from the sandbox outbox as the demo support staff member, once it
 * matches `pattern`. Polls briefly: the page may still be waiting for the send to finish.
 */
export async function latestSms(
  request: APIRequestContext,
  phone: string,
  pattern = /\b\d{6}\b/,
): Promise<string> {
  const token = staffSession('support');
  let text = '';
  await expect
    .poll(
      async () => {
        const { list } = await apiPost<{ list: OutboxMessage[] }>(request, '/admin/get_sms_outbox', {
          phone,
          session: token,
        });
        text = list[0]?.Message ?? '';
        return pattern.test(text);
      },
      { message: `an SMS for ${phone} matching ${pattern}`, timeout: 10_000 },
    )
    .toBe(true);
  return text;
}

/** The code of the newest SMS sent to `phone`. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  return (await latestSms(request, phone)).match(/\b(\d{6})\b/)?.[1] ?? '';
}
