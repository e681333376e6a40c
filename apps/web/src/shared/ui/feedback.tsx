import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import {
  createContext,
  lazy,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { OptionalChunk } from './OptionalChunk';

type Notice = Parameters<MessageInstance['error']>[0];
type Kind = 'success' | 'error' | 'warning';

/** The toasts the app shows (SPEC §8): antd's message methods, without what they return. */
export type MessageApi = Record<Kind, (notice: Notice) => void>;

const MessageContext = createContext<MessageApi | null>(null);

function isArgs(notice: Notice): notice is ArgsProps {
  return typeof notice === 'object' && notice !== null && 'content' in notice;
}

/**
 * A success or warning is a status, not an alert (antd's notices default to role="alert"; its
 * message passes options it does not know on to the notice). Errors stay alerts.
 */
export function asStatus(notice: Notice): ArgsProps & { role: 'status' } {
  const args = isArgs(notice) ? notice : { content: notice };
  return { ...args, role: 'status' };
}

// antd's message (its list, motion and panels) loads with the first toast instead of in the app's
// first chunk, where evaluating it lengthened the first long task of every page (TBT).
const MessageHolder = lazy(async () => ({ default: (await import('./MessageHolder')).MessageHolder }));

/**
 * antd's hook-based message, so toasts follow the theme and locale. Lighter than <App>, which would
 * also bring Modal and Notification into the first chunk. The first toast asked for loads antd's
 * message and shows once it is there.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [api, setApi] = useState<MessageInstance | null>(null);
  const [wanted, setWanted] = useState(false);
  const waiting = useRef<((loaded: MessageInstance) => void)[]>([]);
  const ready = useCallback((loaded: MessageInstance) => {
    setApi(loaded);
    for (const show of waiting.current.splice(0)) show(loaded);
  }, []);
  const dropWaiting = useCallback(() => {
    waiting.current.length = 0;
  }, []);
  const toasts = useMemo<MessageApi>(() => {
    const send = (kind: Kind) => (asked: Notice) => {
      const notice: Notice = kind === 'error' ? asked : asStatus(asked);
      if (api) void api[kind](notice);
      else {
        waiting.current.push((loaded) => void loaded[kind](notice));
        setWanted(true);
      }
    };
    return { success: send('success'), error: send('error'), warning: send('warning') };
  }, [api]);

  return (
    <MessageContext value={toasts}>
      {wanted && (
        // Toasts that cannot load are dropped; the page they were about stays.
        <OptionalChunk onFailed={dropWaiting}>
          <MessageHolder onReady={ready} />
        </OptionalChunk>
      )}
      {children}
    </MessageContext>
  );
}

export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage needs <MessageProvider>');
  return api;
}
