import { Alert, Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import styles from '../verifications/Verifications.module.css';
import { useRunSettlement } from './hooks';

/**
 * "Run a settlement now?" said in full, then what it settled. Running it twice is harmless: the
 * second run finds nothing older than the refund window left to settle.
 */
export function SettlementDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const settle = useRunSettlement();
  const result = settle.data;

  return (
    <Modal
      open
      title={t('partners.settle.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('partners.settle.submit')}
      okButtonProps={{ loading: settle.isPending }}
      onOk={() => settle.mutate()}
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t('done')}
          </Button>
        ) : undefined
      }
      destroyOnHidden
    >
      <p>{t('partners.settle.body')}</p>
      {settle.error ? <Alert type="error" showIcon role="alert" title={settle.error.message} /> : null}
      {result ? (
        <section aria-label={t('partners.settle.result')}>
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('partners.settle.done')}
            className={styles.audited}
          />
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'amount', label: t('partners.settle.amount'), children: formatMoney(result.amount) },
              { key: 'partners', label: t('partners.settle.partners'), children: result.partners },
              { key: 'earnings', label: t('partners.settle.earnings'), children: result.earnings },
              { key: 'cutoff', label: t('partners.settle.cutoff'), children: formatDateTime(result.cutoff) },
            ]}
          />
        </section>
      ) : null}
    </Modal>
  );
}
