import type { TFunction } from 'i18next';

/** An event type's label: its key under `events` (i18next reads a dot as a nesting, so `_`). */
export function eventLabel(t: TFunction<'webhooks'>, event: string): string {
  return t(`events.${event.replace('.', '_')}` as 'events.webhook_test', { defaultValue: event });
}
