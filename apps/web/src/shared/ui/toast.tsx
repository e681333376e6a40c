import { TOAST_DURATION_MS } from '@gpucloud/contracts';
import { notification } from 'antd';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { toastContainer } from './toastRegion';

interface Toast {
  success: (title: string) => void;
  info: (title: string) => void;
}

const ToastContext = createContext<Toast | null>(null);

/**
 * Success and info toasts: top-right, closing after 5 s (SPEC §9); errors are the API client's
 * messages. Mounted by the lazy pages that need it, so the store's first load does without.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({
    maxCount: 3,
    placement: 'topRight',
    getContainer: toastContainer,
  });
  const toast = useMemo<Toast>(() => {
    const duration = TOAST_DURATION_MS / 1000;
    // Statuses, not alerts (antd's default); drawn into the page's polite live region.
    const show = (kind: 'success' | 'info') => (title: string) => {
      api[kind]({ title, duration, role: 'status' });
    };
    return { success: show('success'), info: show('info') };
  }, [api]);
  return (
    <ToastContext value={toast}>
      {holder}
      {children}
    </ToastContext>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs <ToastProvider>');
  return toast;
}
