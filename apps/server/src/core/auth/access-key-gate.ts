import type { ApiScope } from '@gpucloud/contracts';
import type { AuthContext } from './identity';

/** What a signed open-API request carries, as the signature check reads it. */
export interface SignedRequest {
  method: string;
  /** The path as sent, without the query string. */
  path: string;
  /** The query string as sent, without its "?" ('' when there is none). */
  query: string;
  /** The exact body bytes (empty for a GET). */
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  /** The scope the endpoint needs; undefined: any valid key. */
  scope: ApiScope | undefined;
}

/**
 * Admits a signed request or throws the envelope's refusal (bad signature, replayed nonce, stale
 * timestamp, disabled or expired key, address outside the allow-list, missing scope, rate limit).
 * Lives with the open-API module (modules/openApi/request-signing.ts), handed to core by app.ts.
 */
export interface AccessKeyGate {
  admit(request: SignedRequest): Promise<AuthContext>;
}
