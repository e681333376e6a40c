// Loaded in place of the app's entry when the server painted the page's first screen into the HTML
// (apps/server/src/core/http/spa.ts): the app's code is asked for just after that first paint, so
// until then the stylesheets the paint waits for have the connection to themselves (issue 20).
import { AFTER_PAINT_META } from '@gpucloud/contracts';

function listed(name: string): string[] {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return content.split(' ').filter((value) => value !== '');
}

function append(tag: 'link' | 'script', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

/** Asking for a file costs the main thread a little: a few at a time, so no task grows long. */
const REQUESTS_PER_TASK = 6;

function loadApp(): void {
  const entries = listed(AFTER_PAINT_META.entry);
  const preloads = listed(AFTER_PAINT_META.preloads);
  for (const src of entries) append('script', { type: 'module', crossorigin: '', src });
  const next = () => {
    for (const href of preloads.splice(0, REQUESTS_PER_TASK))
      append('link', { rel: 'modulepreload', crossorigin: '', href });
    if (preloads.length > 0) setTimeout(next, 0);
  };
  next();
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  loadApp();
}

// An animation frame's callback runs just before the frame paints; a task it queues runs after.
// A hidden tab runs no frames until shown and has no paint to wait for: it loads the app at once,
// and so does a tab hidden before its first frame came.
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
}
