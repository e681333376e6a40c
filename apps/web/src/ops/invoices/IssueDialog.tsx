import type { OpsInvoiceRow } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useIssueInvoice } from './hooks';

/** "Issue this invoice?" said in full: the e-invoice is made and the customer told. */
export function IssueDialog({ row, onClose }: { row: OpsInvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('opsInvoices');
  const toast = useToast();
  const issue = useIssueInvoice();
  const submit = () =>
    issue.mutate(row.id, {
      onSuccess: () => {
        toast.success(t('issue.done', { id: row.id }));
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t('issue.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('issue.submit')}
      okButtonProps={{ loading: issue.isPending }}
      onOk={submit}
      destroyOnHidden
    >
      <p>
        {t('issue.body', {
          id: row.id,
          phone: row.user_phone,
          type: t(`types.${row.invoice_type}`),
          amount: formatYuan(row.amount, { grouped: true }),
          name: row.title_name,
          email: row.email,
        })}
      </p>
      {/* The server's reason stays in the dialog too (another staff member may have decided it). */}
      {issue.error ? <Alert type="error" showIcon role="alert" title={issue.error.message} /> : null}
    </Modal>
  );
}
