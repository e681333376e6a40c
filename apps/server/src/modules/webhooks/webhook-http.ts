import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS } from '@gpucloud/contracts';
import type { CheckedTarget } from './webhook-target';

/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;
/** The most of an answer read (the excerpt kept is shorter). */
const READ_LIMIT = 16 * 1024;

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  /** The start of the answer, or why there was none. */
  excerpt: string;
  durationMs: number;
}

/**
 * POSTs `body` to a checked target at its checked address: the connection goes to that IP (the
 * name is not resolved again), the Host header and TLS server name are the URL's own, and a
 * redirect is an answer like any other (3xx is not success and is not followed).
 */
export function postToTarget(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
): Promise<PostOutcome> {
  const { url, address } = target;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const secure = url.protocol === 'https:';
  const hostName = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const request = (secure ? https : http).request({
      host: address,
      family: isIP(address),
      port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: {
        ...headers,
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'GpuCloud-Webhooks/1',
      },
      ...(secure && isIP(hostName) === 0 ? { servername: hostName } : {}),
      agent: false,
      timeout: TIMEOUT_MS,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const statusCode = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          ok: statusCode >= 200 && statusCode < 300,
          statusCode,
          excerpt: text.slice(0, WEBHOOK_LIMITS.responseExcerpt),
          durationMs: elapsed(),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < READ_LIMIT) chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_LIMIT) response.destroy();
      });
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) =>
      resolve({ ok: false, statusCode: null, excerpt: error.message, durationMs: elapsed() }),
    );
    request.end(body);
  });
}
