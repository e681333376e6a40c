import type { RentalQuote } from '@gpucloud/domain';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BreakdownList } from './BreakdownList';
import styles from './OrderPage.module.css';

/** The server's quote for the order, asked for right before placing it; its numbers are the ones charged. */
export function ConfirmOrderDialog({
  summary,
  quote,
  agrees,
  placing,
  onPlace,
  onCancel,
}: {
  summary: string;
  quote: RentalQuote;
  /** False when the page's own breakdown differed: then the dialog says the server's numbers count. */
  agrees: boolean;
  placing: boolean;
  onPlace: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('storeOrder');
  return (
    <Modal
      open
      title={t('order.confirm.title')}
      okText={t('order.confirm.place')}
      cancelText={t('order.confirm.cancel')}
      confirmLoading={placing}
      onOk={onPlace}
      onCancel={onCancel}
      width={440}
      destroyOnHidden
    >
      <p className={styles.confirmSummary}>{summary}</p>
      {!agrees && (
        <Alert type="info" showIcon title={t('order.confirm.serverPrice')} className={styles.alert} />
      )}
      <BreakdownList quote={quote} label={t('order.confirm.title')} />
    </Modal>
  );
}
