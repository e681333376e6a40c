import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { bindQrCalls } from '../../../shared/wechat/qrCalls';
import { useWechatQrFlow } from '../../../shared/wechat/useWechatQrFlow';
import { WechatQrPanel } from '../../../shared/wechat/WechatQrPanel';
import { securityKeys } from '../hooks';

/**
 * "Bind WeChat": a QR code polled every 2 s; a confirmed binding closes the dialog with a toast and
 * reloads the list. Mounted while open, so closing it stops the polling and forgets the code.
 */
export function BindWechatDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state, refresh } = useWechatQrFlow(bindQrCalls, { autoRenew: false });

  const finished = useRef(false);
  useEffect(() => {
    if (state.phase !== 'confirmed' || finished.current) return;
    finished.current = true;
    void queryClient.invalidateQueries({ queryKey: securityKeys.wechatAccounts() });
    if (!state.bound) return;
    toast.success(t('wechat.bound'));
    onClose();
  }, [state.phase, state.bound, queryClient, toast, t, onClose]);

  return (
    <Modal open title={t('wechat.bindTitle')} onCancel={onClose} footer={null} width={400} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('wechat.bindHint')}
      </Typography.Paragraph>
      <WechatQrPanel state={state} onRefresh={refresh} />
      {state.phase === 'confirmed' && !state.bound && (
        <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('wechat.notBound')} />
      )}
    </Modal>
  );
}
