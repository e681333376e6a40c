import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

/** Who issues the e-invoices, and at what VAT rate (INVOICE_* settings; the defaults are the demo's). */
export interface InvoiceConfig {
  sellerName: string;
  sellerTaxpayerId: string;
  sellerAddress: string;
  sellerBank: string;
  /** VAT in basis points: 600 is 6 %, the rate of information technology services. */
  taxRateBasisPoints: number;
}

export function invoiceFromEnv(env: Env): InvoiceConfig {
  const rate = env.INVOICE_TAX_RATE_BP?.trim() || '600';
  if (!/^[0-9]{1,4}$/.test(rate) || Number(rate) > 10_000)
    throw new ConfigError(
      `INVOICE_TAX_RATE_BP must be basis points from 0 to 10000 (600 is 6 %), got "${rate}"`,
    );
  return {
    sellerName: env.INVOICE_SELLER_NAME?.trim() || 'GPU Cloud 算力科技有限公司（演示）',
    sellerTaxpayerId: env.INVOICE_SELLER_TAXPAYER_ID?.trim() || '91110108MA0000000A',
    sellerAddress: env.INVOICE_SELLER_ADDRESS?.trim() || '北京市海淀区中关村大街 1 号 010-80000000',
    sellerBank: env.INVOICE_SELLER_BANK?.trim() || '招商银行北京中关村支行 110900000000001',
    taxRateBasisPoints: Number(rate),
  };
}
