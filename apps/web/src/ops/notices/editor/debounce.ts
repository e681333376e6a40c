/** A call made `delayMs` after the last of a burst; `flush` makes a waiting call now, `cancel` drops it. */
export interface Debounced<A> {
  (arg: A): void;
  flush(): void;
  cancel(): void;
  pending(): boolean;
}

export function debounce<A>(run: (arg: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { arg: A } | null = null;
  const fire = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const waiting = latest;
    latest = null;
    if (waiting) run(waiting.arg);
  };
  const debounced = (arg: A) => {
    latest = { arg };
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(fire, delayMs);
  };
  debounced.flush = fire;
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    latest = null;
  };
  debounced.pending = () => latest !== null;
  return debounced;
}
