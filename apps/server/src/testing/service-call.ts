import { type IncomingHttpHeaders, request } from 'node:http';
import { type ServiceKind, servicesEndpoints } from '@gpucloud/contracts';
import type { TestApp } from './test-app';

export interface ServiceAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A request to the console's server on `port` carrying a service origin's Host (fetch may not set
 * Host), as a browser on `<instance>-<port>.<SERVICE_DOMAIN>` sends it.
 */
export function serviceCall(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ServiceAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, ...init.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Asks the console for a service's one-time address (as the owner's "Open" does) and follows it
 * once on the service origin: the origin, the entry's answer and the service cookie it set.
 */
export async function enterService(
  app: TestApp,
  port: number,
  request: { session: string; instance_id: number; service: ServiceKind },
) {
  const opened = await app.call(servicesEndpoints.open, request);
  if (opened.body.status !== 0) throw new Error(`the service did not open: ${opened.body.reason}`);
  const url = new URL(opened.body.data.Url);
  const entered = await serviceCall(port, url.host, `${url.pathname}${url.search}`);
  return { url, entered, cookie: entered.headers['set-cookie']?.[0]?.split(';')[0] ?? '' };
}
