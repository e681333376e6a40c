import { NOTICE_EVENTS, type NoticeSettings, noticeSettings } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { noticeRows, sameSettings, settingsFromRows, withSwitch } from './noticeSettings';

function buildSettings(overrides: Partial<NoticeSettings> = {}): NoticeSettings {
  const all = Object.fromEntries(
    NOTICE_EVENTS.map((event) => [event, { sms: false, email: false, inapp: true }]),
  ) as NoticeSettings;
  return { ...all, ...overrides };
}

describe('notice settings table', () => {
  it('has one row per event in the contract order, with that event’s switches', () => {
    const settings = buildSettings({ balance_low: { sms: true, email: true, inapp: false } });
    const rows = noticeRows(settings);
    expect(rows.map((row) => row.event)).toEqual([...NOTICE_EVENTS]);
    expect(rows[0]).toEqual({ event: 'balance_low', sms: true, email: true, inapp: false });
  });

  it('turns rows back into the object the server takes, even when the rows are reordered', () => {
    const settings = buildSettings({ invoice: { sms: true, email: false, inapp: false } });
    const rows = noticeRows(settings).reverse();
    const back = settingsFromRows(rows);
    expect(back).toEqual(settings);
    expect(noticeSettings.safeParse(back).success).toBe(true);
  });

  it('refuses rows that miss an event rather than sending a partial object', () => {
    const rows = noticeRows(buildSettings()).slice(1);
    expect(() => settingsFromRows(rows)).toThrow(/balance_low/);
  });

  it('turns one switch without touching the original or the other switches', () => {
    const settings = buildSettings();
    const changed = withSwitch(settings, 'instance_expiring', 'sms', true);
    expect(changed.instance_expiring).toEqual({ sms: true, email: false, inapp: true });
    expect(settings.instance_expiring.sms).toBe(false);
    expect(changed.balance_low).toBe(settings.balance_low);
  });

  it('knows when the table matches the saved settings', () => {
    const settings = buildSettings();
    expect(sameSettings(settings, buildSettings())).toBe(true);
    const changed = withSwitch(settings, 'invoice', 'email', true);
    expect(sameSettings(settings, changed)).toBe(false);
    expect(sameSettings(settings, withSwitch(changed, 'invoice', 'email', false))).toBe(true);
  });
});
