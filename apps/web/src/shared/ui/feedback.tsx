import { message } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

type MessageApi = ReturnType<typeof message.useMessage>[0];

const MessageContext = createContext<MessageApi | null>(null);

/**
 * antd's hook-based message, so error toasts follow the theme and locale. Lighter than <App>,
 * which would also bring Modal and Notification into the first chunk.
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [messageApi, holder] = message.useMessage({ maxCount: 3 });
  return (
    <MessageContext value={messageApi}>
      {holder}
      {children}
    </MessageContext>
  );
}

export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useMessage needs <MessageProvider>');
  return api;
}
