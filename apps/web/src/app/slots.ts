import { WaitForGpu } from '../features/gpuWaits/routes';
import { BareMetalSection } from '../features/reservations/routes';
import type { Slots } from '../shared/slots';

/** Each feature's pieces shown in another feature's page (shared/slots.tsx). */
export const appSlots: Slots = {
  storeBareMetal: BareMetalSection,
  orderWaitForGpu: WaitForGpu,
};
