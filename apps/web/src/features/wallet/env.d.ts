/// <reference types="vite/client" />

/** The bank-transfer account shown on the top-up page (bankAccount.ts). */
interface ImportMetaEnv {
  readonly VITE_BANK_ACCOUNT_NAME?: string;
  readonly VITE_BANK_NAME?: string;
  readonly VITE_BANK_ACCOUNT_NUMBER?: string;
  readonly VITE_BANK_BRANCH?: string;
}
