import { type IncomingHttpHeaders, request } from 'node:http';

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
