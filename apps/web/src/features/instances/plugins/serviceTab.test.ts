import { describe, expect, it, vi } from 'vitest';
import { openServiceTab, type TabOpener } from './serviceTab';

const ADDRESS = 'http://gpu-1-8888.localhost:8080/.gpucloud/enter?code=abc';

function fakeWindow(blocked = false) {
  const tab = { opener: 'console' as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const win: TabOpener = {
    open: vi.fn(() => (blocked ? null : tab)),
    location: { assign: vi.fn() },
  };
  return { win, tab };
}

describe('opening a service', () => {
  it('opens a blank tab at once, cut off from the console, and sends it to the address', async () => {
    const { win, tab } = fakeWindow();
    let openedBeforeAnswer = false;
    const answer = await openServiceTab(win, async () => {
      openedBeforeAnswer = vi.mocked(win.open).mock.calls.length === 1;
      return { Url: ADDRESS };
    });
    expect(openedBeforeAnswer).toBe(true);
    expect(win.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(ADDRESS);
    expect(answer.Url).toBe(ADDRESS);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('goes in this tab when the browser blocked the new one', async () => {
    const { win } = fakeWindow(true);
    await openServiceTab(win, async () => ({ Url: ADDRESS }));
    expect(win.location.assign).toHaveBeenCalledWith(ADDRESS);
  });

  it('closes the blank tab and passes the refusal on', async () => {
    const { win, tab } = fakeWindow();
    const refusal = new Error('services open on a running instance: start it first');
    await expect(
      openServiceTab(win, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
