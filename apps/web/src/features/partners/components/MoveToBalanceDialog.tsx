import type { PartnerInfo } from '@gpucloud/contracts';
import { formatFen, parseYuanInput, yuanToFen } from '@gpucloud/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { FormDialog } from '../../../shared/forms/FormDialog';
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
    <FormDialog<{ amount: string }>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('toBalance.title')}
      okText={t('toBalance.submit')}
      cancelText={t('cancel')}
      pending={move.isPending}
      onClose={onClose}
      intro={
        <>
          <p>{t('money.available', { amount: formatMoney(info.withdrawable) })}</p>
          <p className={styles.note}>{t('toBalance.hint')}</p>
        </>
      }
      onFinish={submit}
      onValuesChange={() => move.reset()}
    >
      <AmountField minFen={1} availableFen={yuanToFen(info.withdrawable)} />
      {move.error && <Alert type="error" showIcon role="alert" title={move.error.message} />}
    </FormDialog>
  );
}
