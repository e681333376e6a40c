/** One GPU's figures at a sample, as nvidia-smi's query mode reads them on the engine's host. */
export interface GpuSample {
  /** The GPU's index as the machine sees it (nvidia-smi's numbering inside the machine). */
  index: number;
  utilPercent: number;
  memoryUsedMiB: number;
  memoryTotalMiB: number;
  temperatureC: number;
}

/**
 * What a running machine is doing now, read from its engine (issue 42). CPU in percent of the
 * machine's own cores (100 = all of them busy); memory in bytes against the limit the engine holds it
 * to (what was rented); the data disk's bytes used and its size (both 0 where the engine could not
 * read them: no data, never invented); network bytes received and sent since the machine started
 * (counters: the monitoring module turns two of them into a minute's traffic); `gpus` null where the
 * host has no GPU data. `simulated` marks the simulated fleet's figures.
 */
export interface MachineSample {
  at: Date;
  cpuPercent: number;
  memoryUsed: number;
  memoryLimit: number;
  diskUsed: number;
  diskSize: number;
  networkInTotal: number;
  networkOutTotal: number;
  gpus: GpuSample[] | null;
  simulated: boolean;
}

/** A sample per ref asked; null where the machine is not running or its engine did not answer. */
export type MachineSamples = Map<string, MachineSample | null>;

/** Runs `work` on every item with at most `limit` at once, answers in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
