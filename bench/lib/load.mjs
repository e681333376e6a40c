// One load run with autocannon: fixed connections and duration, every answer checked to be an
// envelope with status 0 (a fast error page must not count as throughput).
import autocannon from 'autocannon';
import { onCleanup } from './cleanup.mjs';

const SUCCESS_PREFIX = '{"status":0,';
const running = new Set();
onCleanup('stop load runs', async () => {
  for (const instance of running) instance.stop();
});

export function isSuccessBody(text) {
  return text.startsWith(SUCCESS_PREFIX);
}

/**
 * Loads `url` (POST with a JSON `body`, or GET) and summarises throughput, latency and every
 * failure. `nextRequest`, when given, answers each request's whole bytes, made before the run (a
 * signed request's own nonce): every connection takes the next one instead of its one request.
 */
export function loadRun({ url, method = 'POST', body, connections, seconds, nextRequest }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body }),
        ...(nextRequest
          ? {
              // autocannon writes each request's bytes from the client's getRequestBuffer(); the
              // client's own request stays the unsigned one, never sent.
              setupClient: (client) => {
                if (typeof client.getRequestBuffer !== 'function')
                  throw new Error(
                    'autocannon changed: its client has no getRequestBuffer() to take requests from',
                  );
                client.getRequestBuffer = nextRequest;
              },
            }
          : {}),
        connections,
        duration: seconds,
        timeout: 10,
        verifyBody: isSuccessBody,
      },
      (error, result) => {
        running.delete(instance);
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requestsPerSecond: result.requests.average,
          totalRequests: result.requests.total,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: {
            errors: result.errors,
            timeouts: result.timeouts,
            non2xx: result.non2xx,
            notStatus0: result.mismatches,
          },
        });
      },
    );
    running.add(instance);
  });
}

export function failureCount(run) {
  const { errors, timeouts, non2xx, notStatus0 } = run.failures;
  return errors + timeouts + non2xx + notStatus0;
}

export function describeFailures(run) {
  return Object.entries(run.failures)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
}
