/** A server reason why a top-up or month is not invoiceable, as the page says it. */
export type NotInvoiceableReason =
  | { key: 'claimed'; id: string }
  | { key: 'nothingOwn' }
  | { key: 'overAvailable'; amount: string }
  | { key: 'other'; text: string };

/**
 * Reads the reasons `/v3/getInvoiceAbleConditions` gives (English, server-made) so they can be
 * said in the reader's language; a reason this does not know is shown as the server wrote it.
 */
export function readReason(reason: string): NotInvoiceableReason {
  const claimed = /^in invoice application #(\d+)$/.exec(reason);
  if (claimed?.[1]) return { key: 'claimed', id: claimed[1] };
  if (reason === 'nothing was paid from your own money') return { key: 'nothingOwn' };
  const over = /^more than what is left to invoice \(([0-9.]+)\)/.exec(reason);
  if (over?.[1]) return { key: 'overAvailable', amount: over[1] };
  return { key: 'other', text: reason };
}
