import type { Metrics } from './metrics';

interface Sender<M> {
  readonly name: string;
  send(message: M): Promise<void>;
}

/** The same provider, counting each message it fails to take (gpucloud_message_send_failures_total). */
export function countingFailures<M>(
  provider: Sender<M>,
  metrics: Metrics,
  channel: 'sms' | 'email',
): Sender<M> {
  return {
    name: provider.name,
    async send(message) {
      try {
        await provider.send(message);
      } catch (error) {
        metrics.messageFailures.inc({ channel });
        throw error;
      }
    },
  };
}
