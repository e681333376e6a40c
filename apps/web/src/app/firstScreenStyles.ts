import { FIRST_SCREEN_STYLE_ATTRIBUTE } from '@gpucloud/contracts';

const SELECTOR = new RegExp(`^\\[${FIRST_SCREEN_STYLE_ATTRIBUTE}="(\\d+)"\\]$`);

/** The first screen's style rules (core/http/page-assets.ts: its `<style>` in the head), by number. */
function firstScreenRules(): { element: HTMLStyleElement; rules: Map<string, CSSStyleDeclaration> } | null {
  for (const element of document.head.querySelectorAll('style')) {
    const sheet = element.sheet;
    if (!sheet || !element.textContent?.includes(`[${FIRST_SCREEN_STYLE_ATTRIBUTE}=`)) continue;
    const rules = new Map<string, CSSStyleDeclaration>();
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const number = SELECTOR.exec(rule.selectorText.replaceAll("'", '"'))?.[1];
      if (number !== undefined) rules.set(number, rule.style);
    }
    return { element, rules };
  }
  return null;
}

/**
 * After the app's first commit over a painted first screen: the server wrote the painted page's
 * style attributes as numbered attributes matched by `!important` rules (its CSP refuses style
 * attributes). A hydrated element keeps the painted DOM, so each gets its declarations back as
 * its own style (through the CSSOM, which the CSP allows) unless the app has set that property
 * already, and the rules go: they would otherwise win over every later style change. When React
 * rendered the page anew instead (a mismatch), only the rules are left to remove.
 */
export function adoptFirstScreenStyles(root: HTMLElement): void {
  const found = firstScreenRules();
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(
    `[${FIRST_SCREEN_STYLE_ATTRIBUTE}]`,
  )) {
    const declarations = found?.rules.get(element.getAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE) ?? '');
    for (let index = 0; declarations && index < declarations.length; index += 1) {
      const property = declarations.item(index);
      if (element.style.getPropertyValue(property) !== '') continue;
      element.style.setProperty(property, declarations.getPropertyValue(property));
    }
    element.removeAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE);
  }
  found?.element.remove();
}
