import { FIRST_SCREEN_STYLE_ATTRIBUTE } from '@gpucloud/contracts';

const RULE = new RegExp(`^\\[${FIRST_SCREEN_STYLE_ATTRIBUTE}="(\\d+)"\\]$`);

/** The first screen's rules that stand for its style attributes, by number (server: page-assets.ts). */
function paintedRules(): Map<string, CSSStyleDeclaration> {
  const rules = new Map<string, CSSStyleDeclaration>();
  for (const element of document.querySelectorAll('style')) {
    for (const rule of element.sheet?.cssRules ?? []) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const number = RULE.exec(rule.selectorText)?.[1];
      if (number !== undefined) rules.set(number, rule.style);
    }
  }
  return rules;
}

/**
 * Gives the painted elements back the style attributes the app renders: the server turned them into
 * rules under the answer's nonce (a strict CSP refuses style attributes in HTML), but React hydrates
 * the painted DOM as it is, without patching attributes, and later changes only what a render
 * changes. Set through the CSSOM, as React sets styles, which the policy allows.
 */
export function restorePaintedStyles(root: HTMLElement): void {
  const painted = root.querySelectorAll<HTMLElement>(`[${FIRST_SCREEN_STYLE_ATTRIBUTE}]`);
  if (painted.length === 0) return;
  const rules = paintedRules();
  for (const element of painted) {
    const declarations = rules.get(element.getAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE) ?? '');
    for (const property of declarations ?? []) {
      element.style.setProperty(property, declarations?.getPropertyValue(property) ?? '');
    }
    element.removeAttribute(FIRST_SCREEN_STYLE_ATTRIBUTE);
  }
}
