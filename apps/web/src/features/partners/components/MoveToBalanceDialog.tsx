import type { PartnerInfo } from '@gpucloud/contracts';
import { formatFen, parseYuanInput, yuanToFen } from '@gpucloud/domain';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useMoveToBalance } from '../hooks';
import { formatFenMoney } from '../money';
import { AmountField } from './AmountField';
import styles from './SalesPartner.module.css';
import { useRequestId } from './useRequestId';

const FORM_ID = 'partner-to-balance';

/** Moves settled earnings to the partner's own balance, where they pay for compute. */
export function MoveToBalanceDialog({ info, onClose }: { info: PartnerInfo; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const move = useMoveToBalance();
  const { requestId, afterError } = useRequestId();

  const submit = ({ amount }: { amount: string }) => {
    const fen = parseYuanInput(amount) ?? 0;
    move.mutate(
      { amount: formatFen(fen), request_id: requestId },
      {
        onSuccess: () => {
          toast.success(t('toBalance.done', { amount: formatFenMoney(fen) }));
          onClose();
        },
        onError: afterError,
      },
    );
  };

  return (
    <Modal
      open
      title={t('toBalance.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('toBalance.submit')}
      okButtonProps={{ loading: move.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('money.available', { amount: formatMoney(info.withdrawable) })}</p>
      <p className={styles.note}>{t('toBalance.hint')}</p>
      <Form<{ amount: string }>
        id={FORM_ID}
        name={FORM_ID}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => move.reset()}
      >
        <AmountField minFen={1} availableFen={yuanToFen(info.withdrawable)} />
        {move.error && <Alert type="error" showIcon role="alert" title={move.error.message} />}
      </Form>
    </Modal>
  );
}
