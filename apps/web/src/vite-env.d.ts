/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the main API; `/api` unless a build points elsewhere (SPEC §7: /api-test, ...). */
  readonly VITE_API_BASE?: string;
  /** Base of the third-party API (work orders, verification); `/third-party` by default. */
  readonly VITE_THIRD_PARTY_BASE?: string;
  /** External addresses of the top bar and the contact widget (app/externalLinks.ts). */
  readonly VITE_DOCS_URL?: string;
  readonly VITE_OPEN_API_URL?: string;
  readonly VITE_HARDWARE_MARKET_URL?: string;
  readonly VITE_CUSTOMER_SERVICE_URL?: string;
  readonly VITE_SERVICE_ACCOUNT_QR_URL?: string;
  readonly VITE_SUBSCRIPTION_ACCOUNT_QR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
