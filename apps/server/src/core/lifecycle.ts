/**
 * Where this process stands in its life, as readiness reports it: it takes traffic from the moment
 * it listens (migrations ran before the app was built) until a stop signal starts the drain.
 */
export class Lifecycle {
  #draining = false;

  /** True from the first stop signal on: readiness answers 503 so a proxy takes this replica out. */
  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }
}
