import type { StoredNote } from '../../../core/messaging/system-text';

/**
 * The one owner of money movements is this folder: charges, refunds, deposits, voucher purchases,
 * staff adjustments, the billing tick's hours and storage days, partners' earnings. Each file serves
 * one kind of client; only these files call the writers of money rows
 * (money-movements.boundary.test.ts enforces it). Every function runs inside the caller's
 * transaction, after `lockPayer` (or takes the row locks itself), and writes a ledger row per pocket
 * it moves in that same transaction. This file holds what they share: how a movement names its cause.
 */

/** What a movement is for, as the ledger rows name it. */
export interface MoneyReference {
  refType?: string;
  refId?: string;
  /** A system text (rendered in each reader's language) or what a person wrote. */
  note?: StoredNote;
  now: Date;
}

/**
 * The machine an instance payment is for (issue 15): a machine partner's host earns its share of
 * it. `gpuHours` is what it bought (negative for hours given back).
 */
export interface MachineReference {
  hostId: number;
  gpuHours: number;
}
