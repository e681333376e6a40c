import type { Locator, Page } from '@playwright/test';
import { XSS_CORPUS, XSS_FLAG } from '../../apps/web/src/shared/markdown/xssCorpus';

/** The XSS corpus as one markdown text, each attack under a heading of its name. */
export const XSS_MARKDOWN = XSS_CORPUS.map((attack) => `### ${attack.name}\n\n${attack.source}`).join('\n\n');

/** Collects every dialog a script opens (and dismisses it): a payload that ran would show one. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What rendered markdown holds, read in the page after every payload had its chance to run. */
export interface RenderedMarkdown {
  /** Set when a payload ran and set the corpus's flag. */
  flagSet: boolean;
  forbiddenElements: string[];
  eventAttributes: string[];
  badTargets: string[];
  linksWithoutNewTab: string[];
  dataImages: { src: string; loaded: boolean }[];
}

/**
 * Waits until the images under `root`'s article settled (broken ones fired their error events) and
 * the network is quiet, then reads what the rendered markdown holds (SPEC §5 rules).
 */
export async function inspectRenderedMarkdown(page: Page, root: Locator): Promise<RenderedMarkdown> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('article img')).every((img) => (img as HTMLImageElement).complete),
  );
  await page.waitForLoadState('networkidle');
  const flagSet = await page.evaluate(
    (flag) => (window as unknown as Record<string, unknown>)[flag] !== undefined,
    XSS_FLAG,
  );
  const found = await root.evaluate((element): Omit<RenderedMarkdown, 'flagSet'> => {
    const all = Array.from(element.querySelectorAll('*'));
    const dangerous = /^(javascript|vbscript|file|data):/i;
    const allowedImage = /^data:image\/(gif|png|jpeg|webp);/i;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme
    const compact = (url: string) => url.replace(/[\u0000-\u0020]/g, '');
    return {
      forbiddenElements: all
        .map((child) => child.localName)
        .filter((name) =>
          /^(script|iframe|object|embed|svg|math|style|form|button|input|meta|base|link|noscript)$/.test(
            name,
          ),
        ),
      eventAttributes: all.flatMap((child) =>
        child
          .getAttributeNames()
          .filter((name) => /^on/i.test(name) || /^(srcdoc|action|formaction)$/i.test(name)),
      ),
      badTargets: all.flatMap((child) =>
        ['href', 'src', 'xlink:href']
          .map((name) => child.getAttribute(name))
          .filter((value): value is string => value !== null)
          .filter((value) => dangerous.test(compact(value)))
          .filter((value) => !(child.localName === 'img' && allowedImage.test(compact(value)))),
      ),
      linksWithoutNewTab: Array.from(element.querySelectorAll('a[href]'))
        .filter((a) => !(a.getAttribute('href') ?? '').startsWith('#'))
        .filter(
          (a) => a.getAttribute('target') !== '_blank' || a.getAttribute('rel') !== 'noopener noreferrer',
        )
        .map((a) => a.outerHTML),
      dataImages: Array.from(element.querySelectorAll('img'))
        .filter((img) => (img.getAttribute('src') ?? '').startsWith('data:'))
        .map((img) => ({ src: img.getAttribute('src') ?? '', loaded: img.naturalWidth > 0 })),
    };
  });
  return { flagSet, ...found };
}
