/** The id of the element antd's toasts are drawn into. */
export const TOAST_REGION_ID = 'toast-region';

/**
 * Where the app's toasts (antd message and notification) are drawn: a polite live region that is
 * in the page from the start (WCAG 4.1.3), so screen readers read each toast added to it. A live
 * region inserted together with its text, which is what antd does by default, is not read by every
 * screen reader. The toasts place themselves (position: fixed), so the region takes no room.
 */
export function ToastRegion() {
  return <div id={TOAST_REGION_ID} aria-live="polite" aria-relevant="additions text" />;
}

/** The toasts' container for antd's `getContainer`: the region, or the body before it is there. */
export function toastContainer(): HTMLElement {
  return document.getElementById(TOAST_REGION_ID) ?? document.body;
}
