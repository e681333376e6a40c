import { MAIN_CONTENT_ID } from './mainLandmark';

const DIALOG = '[role="dialog"]';

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/**
 * Gives focus back when a dialog or drawer closes without doing it itself (WCAG 2.4.3). antd gives
 * it back to what had it before the dialog opened, but only when the dialog closes by its `open`
 * prop: many of ours are unmounted instead (they live per order or per action), and an opener may
 * be disabled while its dialog is open (a top-up's "Pay now") or gone when it closes (the order
 * form after "Place order"). Focus then falls to the page's body, and the next Tab starts from the
 * top. Here, when focus was in a dialog and is now nowhere: to a dialog still shown, else to the
 * opener when it can take focus, else to the page's <main>. Answers a function that stops it.
 */
export function returnFocusFromDialogs(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  let opener: HTMLElement | null = null;
  let inDialog = false;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target.closest(DIALOG)) {
      if (!inDialog) opener = lastOutside;
      inDialog = true;
    } else {
      lastOutside = target;
      opener = null;
      inDialog = false;
    }
  };

  const giveBack = () => {
    if (!inDialog || (doc.activeElement && doc.activeElement !== doc.body)) return;
    const openDialog = [...doc.querySelectorAll<HTMLElement>(DIALOG)].find(isShown);
    if (openDialog) {
      openDialog.focus({ preventScroll: true });
      return;
    }
    const back =
      opener?.isConnected && !opener.matches(':disabled') && isShown(opener)
        ? opener
        : doc.getElementById(MAIN_CONTENT_ID);
    inDialog = false;
    opener = null;
    back?.focus({ preventScroll: true });
  };

  // A focused element that is removed or disabled fires no focusout in every browser: watch the
  // page for the change instead, and look only while focus was last in a dialog.
  const observer = new MutationObserver(giveBack);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'class', 'style', 'hidden'],
  });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
