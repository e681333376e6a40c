import { passkeysRoutes } from '@gpucloud/contracts';
import { call } from '../../api/call';
import { getPasskeyAssertion } from '../../shared/passkeys/ceremonies';

/**
 * The passkey sign-in itself: the browser offers the passkeys it holds for this site, the server
 * answers a session like the password login's. Its own module, loaded when the button is used: the
 * passkey contracts' schemas are costly to build, and the login page showed them on every visit.
 */
export async function signInWithPasskey() {
  const { challenge_id, options } = await call(passkeysRoutes.signInOptions);
  const credential = await getPasskeyAssertion(options);
  return call(passkeysRoutes.signIn, { challenge_id, credential });
}
