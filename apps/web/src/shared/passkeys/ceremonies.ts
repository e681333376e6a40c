import {
  PASSKEY_TRANSPORTS,
  type PasskeyAssertionCredential,
  type PasskeyRegistrationCredential,
  type PasskeyRequestOptions,
  type passkeyCreationOptions,
} from '@gpucloud/contracts';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { z } from 'zod';

// Loaded on demand (the passkey contracts' schemas are costly to build); support.ts answers whether
// to offer a passkey at all.

type Transport = (typeof PASSKEY_TRANSPORTS)[number];
type Descriptor = { id: string; type: string; transports?: string[] };

function knownTransports(transports: string[] | undefined): Transport[] | undefined {
  return transports?.flatMap((item) => PASSKEY_TRANSPORTS.filter((known) => known === item));
}

function descriptors(list: Descriptor[] | undefined) {
  return list?.map((item) => ({
    id: item.id,
    type: 'public-key' as const,
    transports: knownTransports(item.transports),
  }));
}

/** navigator.credentials.create() with the server's options; answers what the register call takes. */
export async function createPasskey(
  options: z.output<typeof passkeyCreationOptions>,
): Promise<PasskeyRegistrationCredential> {
  const answer = await startRegistration({
    optionsJSON: {
      ...options,
      pubKeyCredParams: options.pubKeyCredParams.map((param) => ({ alg: param.alg, type: 'public-key' })),
      excludeCredentials: descriptors(options.excludeCredentials),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
      attestation: 'none',
      hints: undefined,
      attestationFormats: undefined,
    },
  });
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: 'public-key',
    response: { ...answer.response, transports: knownTransports(answer.response.transports) },
    authenticatorAttachment: answer.authenticatorAttachment,
    clientExtensionResults: {},
  };
}

/** navigator.credentials.get() with the server's options (an empty list: the authenticator offers its passkeys). */
export async function getPasskeyAssertion(
  options: PasskeyRequestOptions,
): Promise<PasskeyAssertionCredential> {
  const answer = await startAuthentication({
    optionsJSON: {
      challenge: options.challenge,
      rpId: options.rpId,
      timeout: options.timeout,
      allowCredentials: descriptors(options.allowCredentials),
      userVerification: options.userVerification === 'required' ? 'required' : 'preferred',
    },
  });
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: 'public-key',
    response: answer.response,
    authenticatorAttachment: answer.authenticatorAttachment,
    clientExtensionResults: {},
  };
}
