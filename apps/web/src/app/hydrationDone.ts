/** How long answers may wait for the painted page's hydration at most (a page that never finishes it). */
const LONGEST_WAIT_MS = 5_000;
const POLL_MS = 50;

let hydrating = false;

/**
 * Whether the app is still taking over the server's paint (from watchHydration's call until its
 * `done`): a component mounting now must first render what the server painted.
 */
export function isHydrating(): boolean {
  return hydrating;
}

/** React keeps its fiber on each DOM node it has adopted, under this key prefix (stable since React 17). */
const adopted = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * Calls `done` once React has adopted every painted element of `root` that is still there. The root's
 * commit is not the end: React hydrates each Suspense boundary's content later, in renders of its own
 * (the page inside the layouts' boundaries), and those must render from the same cache as the paint.
 * Returns the watch to start after the root's commit; the painted elements are noted now, before
 * hydration.
 */
export function watchHydration(root: HTMLElement, done: () => void): () => void {
  let waiting = [...root.querySelectorAll('*')];
  hydrating = true;
  return () => {
    const deadline = performance.now() + LONGEST_WAIT_MS;
    const check = () => {
      waiting = waiting.filter((node) => node.isConnected && !adopted(node));
      if (waiting.length === 0 || performance.now() > deadline) {
        hydrating = false;
        done();
      } else setTimeout(check, POLL_MS);
    };
    check();
  };
}
