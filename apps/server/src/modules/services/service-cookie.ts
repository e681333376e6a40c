import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The service origins' cookie, set host-only by the one-time address and stripped before the proxy. */
export const SERVICE_COOKIE = 'gpucloud_service';

/** What a service cookie binds: an instance, a port in it, and the console session that let it in. */
export interface ServicePass {
  instanceId: number;
  port: number;
  sessionId: string;
}

const VERSION = 'v1';

/** The HMAC key of service cookies, derived from the server's data key (every process has the same). */
export function serviceCookieKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'gpucloud service cookie', 32));
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signServicePass(key: Buffer, pass: ServicePass): string {
  const payload = `${VERSION}.${pass.instanceId}.${pass.port}.${pass.sessionId}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The pass a cookie value carries when its signature is ours, else null (forged, altered, malformed). */
export function verifyServicePass(key: Buffer, value: string | undefined): ServicePass | null {
  if (!value || value.length > 300) return null;
  const parts = value.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, instanceId, port, sessionId, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,10}$/.test(instanceId) || !/^\d{1,5}$/.test(port)) return null;
  return { instanceId: Number(instanceId), port: Number(port), sessionId };
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Cookie header without ours (the service never sees it); undefined when nothing is left. */
export function withoutServiceCookie(header: string | undefined): string | undefined {
  const kept = (header ?? '')
    .split(';')
    .filter((part) => part.trim() !== '' && part.split('=')[0]?.trim() !== SERVICE_COOKIE);
  return kept.length > 0 ? kept.map((part) => part.trim()).join('; ') : undefined;
}

/** The Set-Cookie of a pass: host-only (no Domain), HttpOnly, SameSite=Lax, Secure on https. */
export function passCookie(value: string, secure: boolean): string {
  return `${SERVICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
