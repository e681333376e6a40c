import { useSyncExternalStore } from 'react';
import { isSandboxDeployment, PAY_CHANNELS, type PayChannel, payChannels } from '../pageMeta';

/** What the answer's meta says never changes while the page lives. */
const unchanging = () => () => {};

/**
 * What this deployment is, as its answer's meta says (shared/pageMeta.ts), for a component to
 * render from. While the server's first screen is hydrated, React takes the build's values
 * instead (the first screens are painted before any deployment is known: no sandbox, every
 * channel) and renders again at once with the deployment's, so the hydrated markup matches.
 */
export function useSandboxDeployment(): boolean {
  return useSyncExternalStore(unchanging, isSandboxDeployment, () => false);
}

/** The QR channels a payment gateway in use takes (see useSandboxDeployment). */
export function usePayChannels(): readonly PayChannel[] {
  return useSyncExternalStore(unchanging, payChannels, () => PAY_CHANNELS);
}
