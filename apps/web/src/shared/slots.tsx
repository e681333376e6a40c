import { type ComponentType, createContext, useContext } from 'react';
import type { StoreFilters } from './storeFilters';

/** What the order page hands the "Wait for it" piece: the sold-out host's model, kind, price and images. */
export interface WaitForGpuProps {
  gpuModel: string;
  kind: 'kvm' | 'container' | 'bare_metal';
  maxGpus: number;
  priceYuan: number;
  images: Array<{ ImageId: number; Label: string }>;
}

/**
 * Pieces one feature shows inside another feature's page. Features never import each other: the
 * owner exports its piece (lazy) from its routes.tsx and the app hands it over here.
 */
export interface Slots {
  /** The store page's bare-metal section, the reservations feature's (issue 17). */
  storeBareMetal: ComponentType<{ filters: StoreFilters }> | null;
  /** The order page's "Wait for it" on a sold-out host, the gpuWaits feature's (issue 44). */
  orderWaitForGpu: ComponentType<WaitForGpuProps> | null;
}

const SlotsContext = createContext<Slots>({ storeBareMetal: null, orderWaitForGpu: null });

export const SlotsProvider = SlotsContext.Provider;

export function useSlot<K extends keyof Slots>(key: K): Slots[K] {
  return useContext(SlotsContext)[key];
}
