import { type ComponentType, createContext, useContext } from 'react';
import type { StoreFilters } from './storeFilters';

/**
 * Pieces one feature shows inside another feature's page. Features never import each other: the
 * owner exports its piece (lazy) from its routes.tsx and the app hands it over here.
 */
export interface Slots {
  /** The store page's bare-metal section, the reservations feature's (issue 17). */
  storeBareMetal: ComponentType<{ filters: StoreFilters }> | null;
}

const SlotsContext = createContext<Slots>({ storeBareMetal: null });

export const SlotsProvider = SlotsContext.Provider;

export function useSlot<K extends keyof Slots>(key: K): Slots[K] {
  return useContext(SlotsContext)[key];
}
