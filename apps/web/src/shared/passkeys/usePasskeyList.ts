import { passkeysRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../session';

/** The query key of the caller's passkeys: the security page's list and the step-up dialog share it. */
export const PASSKEYS_QUERY_KEY = ['security', 'passkeys'] as const;

/**
 * The caller's passkeys (a sub-account's own), newest first. `askAgain` asks the server each time the
 * caller mounts (a passkey added or removed elsewhere counts) while the last answer shows meanwhile.
 */
export function usePasskeyList({ askAgain = false }: { askAgain?: boolean } = {}) {
  return useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: () => call(passkeysRoutes.list),
    enabled: hasSession(),
    ...(askAgain ? { refetchOnMount: 'always' as const } : {}),
  });
}
