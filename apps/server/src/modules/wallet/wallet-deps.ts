import type { AppDeps } from '../../core/deps';

/**
 * What the wallet's services take instead of the whole AppDeps, so a signature shows its side
 * effects. The database and the clock: a movement's effects are rows written in one transaction.
 */
export type WalletDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A wallet service that also talks to a payment gateway, and logs what the gateway did not answer. */
export type GatewayDeps = WalletDeps & Pick<AppDeps, 'payments' | 'log'>;
