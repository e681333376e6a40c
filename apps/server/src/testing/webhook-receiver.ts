import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on 127.0.0.1 whose signature check is written from docs/api/webhooks.md alone
 * (the Node example there): `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, compared
 * in constant time, refused outside the 300-second tolerance. It records every request and answers
 * with `status` (changeable, to play a failing receiver).
 */
export interface ReceivedRequest {
  path: string;
  host: string | undefined;
  eventId: string | undefined;
  eventType: string | undefined;
  signature: string | undefined;
  raw: string;
}

const TOLERANCE_SECONDS = 300;

export function verifyAsDocumented(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds: number,
): boolean {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1 ?? '', 'hex'));
}

export async function startReceiver() {
  const received: ReceivedRequest[] = [];
  const state = { status: 200, answer: 'ok' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      received.push({
        path: req.url ?? '',
        host: header('host'),
        eventId: header('x-gpucloud-event-id'),
        eventType: header('x-gpucloud-event'),
        signature: header('x-gpucloud-signature'),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
