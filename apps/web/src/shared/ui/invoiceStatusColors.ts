import type { InvoiceStatus } from '@gpucloud/contracts';

/** The tag colour of each invoice status, the same for the customer and the finance desk. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  applied: 'gold',
  issued: 'green',
  refused: 'red',
  cancelled: 'default',
  reversed: 'volcano',
};
