/**
 * Addresses outside this app, set per deployment (see apps/web/.env.example). The defaults are
 * placeholders on a reserved domain so an unconfigured build never links somewhere real.
 */
const env = import.meta.env;

export const externalLinks = {
  docs: env.VITE_DOCS_URL || 'https://docs.gpucloud.example',
  openApi: env.VITE_OPEN_API_URL || 'https://docs.gpucloud.example/open-api',
  hardwareMarket: env.VITE_HARDWARE_MARKET_URL || 'https://market.gpucloud.example',
  customerService: env.VITE_CUSTOMER_SERVICE_URL || 'https://support.gpucloud.example/chat',
  /** The WeChat QR images of the contact widget; the shipped SVGs say they are placeholders. */
  serviceAccountQr: env.VITE_SERVICE_ACCOUNT_QR_URL || '/qr-service-account.svg',
  subscriptionAccountQr: env.VITE_SUBSCRIPTION_ACCOUNT_QR_URL || '/qr-subscription-account.svg',
} as const;
