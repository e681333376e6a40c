/** Business constants and limits of SPEC §9, in the units the code uses (ms, days, fen). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOAST_DURATION_MS = 5_000;
export const SHORT_TOAST_DURATION_MS = 1_500;
export const NOTIFICATION_POLL_MS = 10_000;
export const NOTICE_PAGE = { page: 1, page_size: 3 } as const;
export const NOTIFICATION_PREVIEW_PAGE = { page: 1, page_size: 3 } as const;
export const COUPON_DIALOG_QUERY = { page: 1, page_size: 50, status: 2 } as const;
export const PAYMENT_POLL_MS = 2_000;
export const QR_RETRY_MS = 2_000;
export const QR_VALID_MS = 5 * 60_000;
export const HIDDEN_TAB_RELOAD_MS = 10 * 60_000;
export const COPIED_FLAG_RESET_MS = 1_500;

export const TOP_UP_PRESETS_YUAN = [100, 1500, 2000, 5000, 10000] as const;
export const TOP_UP_DEFAULT_YUAN = 100;

/**
 * Files of a verification (images of documents and letters, or PDFs) and its note's length. Here,
 * not beside the verification schemas: the web's message table reads them on every page.
 */
export const VERIFICATION_FILES_PER_SUBMISSION = 5;
export const VERIFICATION_NOTE_MAX = 500;

/** Pay types of the top-up QR order (SPEC §4). */
export const PayType = { ALIPAY: 0, WECHAT: 1, BANK_TRANSFER: 2 } as const;

/**
 * Top-up order states: 0 waiting for payment, 1 paid, 2 closed (expired or cancelled, unpaid).
 * Here, not beside the wallet schemas: the top-up page reads them before any schema is needed.
 */
export const TopUpStatus = { PENDING: 0, PAID: 1, CLOSED: 2 } as const;

/** Rental periods (SPEC §9) live with the pricing rules in @gpucloud/domain. */
export { RENTAL_PERIODS } from '@gpucloud/domain';

/** Go-live days of the money features (SPEC §9). */
export const CREDIT_LINE_LIVE_FROM = '2023-04-24T00:00:00+08:00';
export const COMPUTE_VOUCHERS_LIVE_FROM = '2024-06-05T00:00:00+08:00';

export const MARKDOWN_EDITOR = {
  historySteps: 20,
  saveDelayMs: 500,
  headingLevels: [1, 2, 3, 4, 5, 6],
} as const;

/** Theme of SPEC §9, mapped onto antd tokens by the web app. */
export const THEME = {
  primary: '#417AFF',
  error: '#F33E3E',
  price: '#F33E3E',
  text: '#333333',
  fontFamily: 'Roboto',
  controlHeight: 30,
} as const;

/** Local storage keys the web app shares with SPEC §4. */
export const StorageKey = { TOKEN: 'token', SESSION_ID: 'sessionId', NOTICE: 'NOTICE' } as const;

/** The default event channel of the app flags (SPEC §3) and the one the login button sets. */
export const DEFAULT_EVENT_CHANNEL = ['dl', ''] as const;
export const LOGIN_BUTTON_EVENT_CHANNEL = 'sy';

/** A sales partner's referral code (issue 15): 8 letters and digits, as in `/login?ref=CODE`. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

/** What an open-API access key may be allowed to do (issue 16). */
export const API_SCOPES = ['read', 'instances', 'billing'] as const;

export const ACCESS_KEY_LIMITS = {
  /** Keys one account (a main account, or each sub-account) may hold. */
  perAccount: 10,
  nameMax: 40,
  validDaysMax: 3650,
  ipAllowListMax: 20,
  /** The longest grace period of a rotated secret: 7 days. */
  graceHoursMax: 168,
  /** A monthly spend cap, in fen: from 0.01 to 100,000.00 yuan. */
  spendCapFen: { min: 1, max: 10_000_000 },
} as const;

/** The headers of a signed open-API request (the scheme: packages/domain/src/api-signing.ts). */
export const SIGNED_REQUEST_HEADERS = {
  accessKey: 'x-access-key',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
  /** On POST /openapi/v1/instances: the same key with the same body answers the same instance. */
  idempotencyKey: 'idempotency-key',
} as const;

/**
 * An address or CIDR range of an access key's IP allow-list: IPv4 (203.0.113.7, 203.0.113.0/24)
 * or IPv6 (2001:db8::1, 2001:db8::/32). One rule for the server, the document and the page.
 */
export const IP_OR_CIDR_PATTERN =
  /^(?:(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}(\/(3[0-2]|[12]?[0-9]))?|(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:(:[0-9a-fA-F]{1,4}){1,6}|:((:[0-9a-fA-F]{1,4}){1,7}|:))(\/(12[0-8]|1[01][0-9]|[1-9]?[0-9]))?)$/;
