import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, sessionField, typedText } from './fields';

/** Passkeys (WebAuthn, issue 46): sign in without a password, or as a second factor. */
export const PASSKEY_LIMITS = {
  /** Passkeys one account (a main account, or each sub-account) may hold. */
  perAccount: 10,
  nameMax: 40,
  /** How long a ceremony's challenge may be answered. */
  challengeMinutes: 5,
} as const;

/**
 * The longest assertion signature (base64url characters) the server takes. It must fit every
 * algorithm the registration options offer (@simplewebauthn/server's defaults: on a runtime with
 * post-quantum WebCrypto, Node 24, ML-DSA-44 first, then Ed25519, ES256 and RS256). Chromium's
 * authenticator takes the first it supports, ML-DSA-44, whose signature is 2,420 bytes (3,227
 * characters); ES256 is about 96, RS256 342. passkey-algorithms.test.ts (server) checks the fit.
 */
export const PASSKEY_SIGNATURE_MAX = 4_096;

export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

function base64url(max: number) {
  return z
    .string()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
}

const credentialIdField = base64url(1_400).describe('the credential id, base64url');
const challengeIdField = z
  .uuid('must be the challenge_id of the options')
  .describe('challenge_id from the options call');
const transportsField = z.array(z.enum(PASSKEY_TRANSPORTS)).max(PASSKEY_TRANSPORTS.length);
const extensionResults = z.record(z.string().max(64), z.unknown()).describe('clientExtensionResults');

/** What navigator.credentials.create() gave, as @simplewebauthn/browser's startRegistration answers it. */
export const passkeyRegistrationCredential = z.object({
  id: credentialIdField,
  rawId: credentialIdField,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: transportsField.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** What navigator.credentials.get() gave, as startAuthentication answers it. */
export const passkeyAssertionCredential = z.object({
  id: credentialIdField,
  rawId: credentialIdField,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(8_192),
    signature: base64url(PASSKEY_SIGNATURE_MAX),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type PasskeyAssertionCredential = z.infer<typeof passkeyAssertionCredential>;
export type PasskeyRegistrationCredential = z.infer<typeof passkeyRegistrationCredential>;

export const passkeyNameField = typedText(PASSKEY_LIMITS.nameMax).describe('a name to tell the passkey by');

export const passkeyRegistrationOptionsRequest = z.object({ session: sessionField });
export const passkeyRegisterRequest = z.object({
  session: sessionField,
  challenge_id: challengeIdField,
  name: passkeyNameField,
  credential: passkeyRegistrationCredential,
});
export const passkeyIdRequest = z.object({
  session: sessionField,
  passkey_id: idField.describe('PasskeyId'),
});
export const passkeyRenameRequest = passkeyIdRequest.extend({ name: passkeyNameField });
export const passkeySignInRequest = z.object({
  challenge_id: challengeIdField,
  credential: passkeyAssertionCredential,
});

const descriptor = z.object({
  id: z.string(),
  type: z.string().describe('public-key'),
  transports: z.array(z.string()).optional(),
});

/** The extensions a ceremony asks for (the library asks credProps of a new passkey). */
const extensionInputs = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
  minPinLength: z.boolean().optional(),
});
const hints = z.array(z.string()).optional().describe('security-key, client-device or hybrid');

/** PublicKeyCredentialCreationOptionsJSON: hand it to startRegistration({ optionsJSON }). */
export const passkeyCreationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string().describe('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(descriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.string().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    attestation: z.string().optional(),
    attestationFormats: z.array(z.string()).optional(),
    hints,
    extensions: extensionInputs.optional(),
  })
  .describe('PublicKeyCredentialCreationOptionsJSON');

/** PublicKeyCredentialRequestOptionsJSON: hand it to startAuthentication({ optionsJSON }). */
export const passkeyRequestOptions = z
  .object({
    challenge: z.string(),
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    allowCredentials: z.array(descriptor).optional(),
    userVerification: z.string().optional(),
    hints,
    extensions: extensionInputs.optional(),
  })
  .describe('PublicKeyCredentialRequestOptionsJSON');
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

export const passkeyCreationOptionsResponse = envelopeSchema(
  z.object({ challenge_id: z.string(), options: passkeyCreationOptions }),
);
export const passkeyRequestOptionsResponse = envelopeSchema(
  z.object({ challenge_id: z.string(), options: passkeyRequestOptions }),
);

export const passkeyRow = z.object({
  PasskeyId: z.number().int(),
  Name: z.string(),
  CreateAt: z.string(),
  LastUsedAt: z.string().nullable().describe('the latest sign-in or confirmation made with it'),
  Synced: z.boolean().describe('the passkey may be synced to the holder’s other devices'),
  BackedUp: z.boolean(),
});
export type PasskeyRow = z.infer<typeof passkeyRow>;

export const passkeyListResponse = envelopeSchema(
  z.object({ list: z.array(passkeyRow), max: z.number().int().describe('passkeys an account may hold') }),
);
export const passkeyResponse = envelopeSchema(z.object({ passkey: passkeyRow }));
