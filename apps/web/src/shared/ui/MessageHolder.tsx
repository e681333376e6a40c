import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { toastContainer } from './toastRegion';

/** antd's hook-based message (its toasts follow the theme and locale), handed up once it exists. */
export function MessageHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3, getContainer: toastContainer });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
