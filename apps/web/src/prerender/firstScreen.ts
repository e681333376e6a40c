import { FIRST_SCREEN_STYLE_ATTRIBUTE, type FirstScreen } from '@gpucloud/contracts';

/** An attribute value as React escaped it, back to CSS (quotes and ampersands; never a `<`). */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[<>]/g, '');
}

/**
 * A server-rendered page made into a first screen: React puts the page's `<title>` and resource
 * hints first (they belong in the head: the title is kept apart, hints dropped), and the style
 * attributes a strict CSP would refuse become attributes matched by rules of a stylesheet.
 */
export function firstScreenOf(rendered: string, fonts: string[]): FirstScreen {
  let html = rendered;
  let title = '';
  for (;;) {
    const hoisted = /^(<title>([^<]*)<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)/.exec(html);
    if (!hoisted) break;
    if (hoisted[2] !== undefined) title = hoisted[2];
    html = html.slice(hoisted[0].length);
  }
  const rules: string[] = [];
  const numbers = new Map<string, number>();
  html = html.replace(/ style="([^"]*)"/g, (_attribute, declarations: string) => {
    let number = numbers.get(declarations);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(declarations, number);
      // Inline styles win over class rules; !important keeps that order here.
      const important = decodeAttribute(declarations)
        .split(';')
        .filter((declaration) => declaration.trim() !== '')
        .map((declaration) => `${declaration}!important`)
        .join(';');
      rules.push(`[${FIRST_SCREEN_STYLE_ATTRIBUTE}="${number}"]{${important}}`);
    }
    return ` ${FIRST_SCREEN_STYLE_ATTRIBUTE}="${number}"`;
  });
  return { fonts, title, html, css: rules.join('') };
}
