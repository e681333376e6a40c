import { message, notification } from 'antd';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface Feedback {
  message: ReturnType<typeof message.useMessage>[0];
  notification: ReturnType<typeof notification.useNotification>[0];
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Hook-based message and notification that follow the theme and locale. Lighter than antd's
 * <App>, which also brings Modal into the first chunk.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification({ maxCount: 3 });
  const value = useMemo(
    () => ({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <FeedbackContext value={value}>
      {messageHolder}
      {notificationHolder}
      {children}
    </FeedbackContext>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs <FeedbackProvider>');
  return feedback;
}
