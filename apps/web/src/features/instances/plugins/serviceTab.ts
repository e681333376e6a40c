/** What opening a service needs of the browser window (a fake in tests). */
export interface TabOpener {
  open(url: string, target: string): { opener: unknown; location: { href: string }; close(): void } | null;
  location: { assign(url: string): void };
}

/**
 * Opens a service's single-use address in a new tab: the tab is opened at the click (so no popup
 * blocker stops it), cut off from the console (no `opener`), and sent to the address once the
 * server has answered it; a blocked popup sends this tab instead, a refusal closes the blank tab.
 */
export async function openServiceTab<T extends { Url: string }>(
  win: TabOpener,
  ask: () => Promise<T>,
): Promise<T> {
  const tab = win.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  try {
    const answer = await ask();
    if (tab) tab.location.href = answer.Url;
    else win.location.assign(answer.Url);
    return answer;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
