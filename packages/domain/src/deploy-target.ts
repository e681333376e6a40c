/** A host as the deploy choice sees it: only what decides whether and how well a model fits. */
export interface DeployCandidate {
  id: number;
  gpuModel: string;
  gpuMemoryGb: number;
  gpuFree: number;
  pricePerGpuHour: number;
}

export interface DeployNeed {
  /** GPU memory the model needs, summed over the GPUs it runs on. */
  gpuMemoryGb: number;
  recommendedGpu: string;
  /** The most GPUs one rental may take. */
  maxGpus: number;
}

export interface DeployChoice {
  hostId: number;
  gpuModel: string;
  gpuCount: number;
}

/** The fewest GPUs of `perGpuGb` each that together hold `needGb` (at least one). */
export function gpusNeeded(needGb: number, perGpuGb: number): number {
  return Math.max(1, Math.ceil(needGb / perGpuGb));
}

/**
 * Where "deploy" sends a model: among hosts on offer (the caller passes only those that take a rental
 * of the model's image), one whose free GPUs hold the model's memory. The recommended GPU model
 * first, then the fewest GPUs, then the cheapest for those GPUs, then the oldest host: the same
 * answer for the same store. Null: no host can hold it now.
 */
export function chooseDeployHost(hosts: readonly DeployCandidate[], need: DeployNeed): DeployChoice | null {
  const fitting = hosts.flatMap((host) => {
    if (host.gpuMemoryGb <= 0) return [];
    const gpuCount = gpusNeeded(need.gpuMemoryGb, host.gpuMemoryGb);
    if (gpuCount > host.gpuFree || gpuCount > need.maxGpus) return [];
    const recommended = host.gpuModel.toLowerCase() === need.recommendedGpu.toLowerCase();
    return [{ host, gpuCount, recommended, cost: gpuCount * host.pricePerGpuHour }];
  });
  fitting.sort(
    (a, b) =>
      Number(b.recommended) - Number(a.recommended) ||
      a.gpuCount - b.gpuCount ||
      a.cost - b.cost ||
      a.host.id - b.host.id,
  );
  const best = fitting[0];
  return best ? { hostId: best.host.id, gpuModel: best.host.gpuModel, gpuCount: best.gpuCount } : null;
}
