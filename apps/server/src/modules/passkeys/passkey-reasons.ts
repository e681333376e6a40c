/** The refusals of passkeys, in English as thrown; zh-CN in core/i18n/reasons/passkeys.zh-CN.ts. */
export const PasskeyReason = {
  CHALLENGE_SPENT: 'this passkey request has expired or was already used: start again',
  WRONG_SITE: 'this passkey answer was not made for this site',
  NOT_VERIFIED: 'the passkey could not be verified',
  ALREADY_REGISTERED: 'this passkey is already registered',
  NOT_FOUND: 'passkey not found',
  NOT_ACCEPTED: 'this passkey was not accepted',
} as const;
