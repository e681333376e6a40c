import { FIRST_SCREEN_STYLE_ATTRIBUTE } from '@gpucloud/contracts';

/** One CSS declaration: a property (as CSS writes it) and its value. */
export type Declaration = readonly [property: string, value: string];

const RULE = new RegExp(`\\[${FIRST_SCREEN_STYLE_ATTRIBUTE}="(\\d+)"\\]\\{([^}]*)\\}`, 'g');

/**
 * The declarations of a first screen's style rules (apps/web/scripts/page-assets.ts firstScreenOf:
 * each style attribute became `[data-first-screen-style="N"]{…!important}`), by N, without the
 * `!important` that only kept them above class rules as a style attribute is.
 */
export function paintedStyleRules(css: string): Map<string, Declaration[]> {
  const rules = new Map<string, Declaration[]>();
  for (const [, number = '', body = ''] of css.matchAll(RULE)) {
    const declarations = body.split(';').flatMap((text): Declaration[] => {
      const colon = text.indexOf(':');
      if (colon <= 0) return [];
      const value = text
        .slice(colon + 1)
        .replace(/!important\s*$/, '')
        .trim();
      return [[text.slice(0, colon).trim(), value]];
    });
    rules.set(number, declarations);
  }
  return rules;
}

/**
 * Gives the painted elements their style back as React would have set it (through the CSSOM,
 * which the page's CSP allows where it refuses style attributes in markup), and drops the
 * stand-in attributes: the hydrated page then holds the styles React believes it holds, so a
 * later change of one (a progress bar's width) is not overruled by a painted `!important` rule.
 */
export function restorePaintedStyles(root: HTMLElement): void {
  const sheet = [...document.head.querySelectorAll('style')].find((style) =>
    style.textContent?.includes(`[${FIRST_SCREEN_STYLE_ATTRIBUTE}=`),
  );
  if (!sheet) return;
  const rules = paintedStyleRules(sheet.textContent ?? '');
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(
    `[${FIRST_SCREEN_STYLE_ATTRIBUTE}]`,
  )) {
    const declarations = rules.get(element.getAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE) ?? '') ?? [];
    for (const [property, value] of declarations) element.style.setProperty(property, value);
    element.removeAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE);
  }
  sheet.remove();
}
