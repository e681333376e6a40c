import { expect, type Locator, type Page } from '@playwright/test';

/** The focus ring's colour (global.css --focus-ring, #2d63e0), as computed styles write it. */
export const FOCUS_RING_COLOR = 'rgb(45, 99, 224)';

/**
 * The ring drawn for the focused element: its own outline, or (for antd controls whose focused
 * input is hidden inside a drawn box) that of the nearest of its boxes. Null when nothing shows.
 */
async function focusRing(page: Page): Promise<{ color: string; width: number; style: string } | null> {
  return page.evaluate(() => {
    let element = document.activeElement;
    for (let depth = 0; element && element !== document.body && depth < 4; depth += 1) {
      const style = getComputedStyle(element);
      if (Number(style.opacity) > 0 && style.outlineStyle !== 'none') {
        return {
          color: style.outlineColor,
          width: Number.parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      }
      element = element.parentElement;
    }
    return null;
  });
}

/** The focused element shows the app's 2px focus ring (WCAG 2.4.7). */
export async function expectFocusRing(page: Page): Promise<void> {
  const ring = await focusRing(page);
  expect(ring, 'a focus ring around the focused element').not.toBeNull();
  expect(ring?.width).toBeGreaterThanOrEqual(2);
  expect(ring?.color).toBe(FOCUS_RING_COLOR);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user walks a
 * page, and checks it shows the focus ring (`ring: false` on pages that are not the app's).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false, ring = true }: { max?: number; backwards?: boolean; ring?: boolean } = {},
): Promise<void> {
  // Attached, not visible: antd draws its radios over a hidden input, which is what takes focus.
  await expect(target.first()).toBeAttached();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      if (ring) await expectFocusRing(page);
      return;
    }
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/**
 * Picks `option` of a radio group with the keyboard: Tab into the group (onto its checked radio),
 * then the arrow keys, which move the choice along.
 */
export async function chooseWithArrows(page: Page, group: Locator, option: Locator): Promise<void> {
  await tabTo(page, group.getByRole('radio'));
  const count = await group.getByRole('radio').count();
  for (let presses = 0; presses < count && !(await option.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
  await expectFocusRing(page);
}

/** Replaces the text of the focused field by typing, as a person does: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * The buttons and links of a page that a screen reader would announce without a name, read from
 * the page's accessibility tree (Playwright's ARIA snapshot writes a named one as `- button "Name"`).
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').filter((line) => /^\s*- (?:button|link)(?!\s+")/.test(line));
}
