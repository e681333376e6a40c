import { isIP } from 'node:net';
import { ErrorCode } from '@gpucloud/contracts';
import { AppError } from '../../core/errors';
import type { HostResolver } from '../../core/host-resolver';
import type { WebhookConfig } from '../../core/webhook-config';
import { isPublicAddress } from './webhook-address';

/** A target checked for one connection: the URL and the address it must be reached at. */
export interface CheckedTarget {
  url: URL;
  address: string;
}

/**
 * A refused target: at registration a refusal (status 1) whose reason names url (the URL has the
 * schema's form, 100021 being for one that has not; what is refused here is where it leads); at
 * delivery, `why` is the attempt's outcome.
 */
export class WebhookTargetError extends AppError {
  readonly why: string;

  constructor(why: string) {
    super(ErrorCode.REFUSED, `url: ${why}`);
    this.why = why;
  }
}

/**
 * Checks a webhook URL and resolves its host once (issue 45, SSRF): https only (http where the
 * server's WEBHOOK_ALLOW_HTTP says), no credentials in it, and every address the host resolves to
 * public, or one of WEBHOOK_ALLOWED_ADDRESSES exactly. The delivery then connects to the address
 * answered here: the name is never resolved again, so a rebinding DNS cannot swap it in between.
 * Run at registration and again before every attempt.
 */
export async function checkWebhookTarget(
  deps: { config: { webhooks: WebhookConfig }; resolveHost: HostResolver },
  text: string,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookTargetError('must be an https:// address');
  }
  const allowHttp = deps.config.webhooks.allowHttp;
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    throw new WebhookTargetError('must be an https:// address');
  if (url.username !== '' || url.password !== '')
    throw new WebhookTargetError('must not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await deps.resolveHost(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookTargetError('its host name does not resolve');
  }
  const allowed = deps.config.webhooks.allowedAddresses;
  for (const address of addresses) {
    if (!isPublicAddress(address) && !allowed.includes(address))
      throw new WebhookTargetError(
        'its host resolves to a loopback, private, link-local or other non-public address',
      );
  }
  return { url, address: addresses[0] as string };
}
