import { NOTICE_CHANNELS, NOTICE_EVENTS, type NoticeSettings } from '@gpucloud/contracts';

export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** One line of the settings table: an event with its three channel switches. */
export interface NoticeRow {
  event: NoticeEvent;
  sms: boolean;
  email: boolean;
  inapp: boolean;
}

/** The table's rows, in the contract's order of events. */
export function noticeRows(settings: NoticeSettings): NoticeRow[] {
  return NOTICE_EVENTS.map((event) => ({ event, ...settings[event] }));
}

/** The settings object the server takes back from the table's rows. */
export function settingsFromRows(rows: readonly NoticeRow[]): NoticeSettings {
  const settings = {} as NoticeSettings;
  for (const event of NOTICE_EVENTS) {
    const row = rows.find((candidate) => candidate.event === event);
    if (!row) throw new Error(`no row for the notice event ${event}`);
    settings[event] = { sms: row.sms, email: row.email, inapp: row.inapp };
  }
  return settings;
}

/** A copy of `settings` with one switch turned; the original is left as it was. */
export function withSwitch(
  settings: NoticeSettings,
  event: NoticeEvent,
  channel: NoticeChannel,
  on: boolean,
): NoticeSettings {
  return { ...settings, [event]: { ...settings[event], [channel]: on } };
}

/** Whether the table differs from what the server has, so Save has something to do. */
export function sameSettings(a: NoticeSettings, b: NoticeSettings): boolean {
  return NOTICE_EVENTS.every((event) =>
    NOTICE_CHANNELS.every((channel) => a[event][channel] === b[event][channel]),
  );
}
