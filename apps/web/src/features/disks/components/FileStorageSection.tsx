import { Alert, Button, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { useResetSftpPassword, useRevealSftpPassword, useSftpInfo } from '../hooks';
import { BuyFileStorageDialog } from './BuyFileStorageDialog';
import styles from './Disks.module.css';
import { SftpAccess } from './SftpAccess';
import { SftpPasswordDialog, type ShownPassword } from './SftpPasswordDialog';

/**
 * The caller's file storage: the free tier and paid quota with its daily price, the SFTP account
 * (address, username, password on demand), and buying or changing the quota.
 */
export function FileStorageSection() {
  const { t } = useTranslation('disks');
  const sftp = useSftpInfo();
  const reveal = useRevealSftpPassword();
  const reset = useResetSftpPassword();
  const [modal, holder] = Modal.useModal();
  const [buying, setBuying] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const info = sftp.data;
  const hasAccount = Boolean(info?.Username);

  const showPassword = () =>
    reveal.mutate(undefined, {
      onSuccess: (answer) =>
        setShown({ kind: 'reveal', username: answer.Username, password: answer.Password }),
    });

  const confirmReset = () =>
    void modal.confirm({
      title: t('files.resetTitle'),
      content: t('files.resetBody'),
      okText: t('files.resetOk'),
      cancelText: t('cancel'),
      onOk: () =>
        reset
          .mutateAsync({})
          .then((answer) => setShown({ kind: 'reset', username: answer.Username, password: answer.Password }))
          .catch(() => undefined),
    });

  return (
    <section aria-labelledby="file-storage-title" className={styles.section}>
      <h2 id="file-storage-title" className={styles.sectionTitle}>
        {t('files.title')}
      </h2>
      {holder}
      {info && <p className={styles.note}>{t('files.intro', { free: info.FreeGb })}</p>}
      {sftp.isError && !info && (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => sftp.refetch()} />
      )}
      {info?.Locked && <Alert type="error" showIcon title={t('files.locked')} className={styles.alert} />}
      {info && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            aria-label={t('files.facts')}
            items={[
              { key: 'free', label: t('files.free'), children: t('sizeGb', { size: info.FreeGb }) },
              { key: 'paid', label: t('files.paid'), children: t('sizeGb', { size: info.PaidGb }) },
              {
                key: 'total',
                label: t('files.total'),
                children: (
                  <>
                    {t('sizeGb', { size: info.TotalGb })}
                    {info.GrantedGb > 0 && (
                      <div className={styles.secondary}>
                        {t('files.granted', { gb: info.GrantedGb, until: info.GrantedUntil })}
                      </div>
                    )}
                  </>
                ),
              },
              { key: 'used', label: t('files.used'), children: t('files.usedUnknown') },
              { key: 'daily', label: t('files.daily'), children: formatMoney(info.DailyPrice) },
              {
                key: 'unit',
                label: t('quote.label'),
                children: t('files.unitPrice', { price: formatMoney(info.PricePerGbDay) }),
              },
            ]}
          />
          <div className={`${styles.toolbar} ${styles.spaced}`}>
            <Button type="primary" onClick={() => setBuying(true)}>
              {hasAccount ? t('files.change') : t('files.buy')}
            </Button>
            {!hasAccount && <span className={styles.secondary}>{t('files.noAccount')}</span>}
          </div>
          {hasAccount && (
            <SftpAccess
              info={info}
              password={
                <Space wrap>
                  <span className={styles.secondary}>{t('files.hidden')}</span>
                  <Button
                    size="small"
                    disabled={info.Locked}
                    loading={reveal.isPending}
                    onClick={showPassword}
                  >
                    {t('files.reveal')}
                  </Button>
                  <Button size="small" loading={reset.isPending} onClick={confirmReset}>
                    {t('files.reset')}
                  </Button>
                </Space>
              }
            />
          )}
        </>
      )}
      {buying && info && (
        <BuyFileStorageDialog
          info={info}
          onClose={() => setBuying(false)}
          onBought={(answer) => {
            setBuying(false);
            // The first purchase made the account: its password is answered this once.
            if (answer.Password)
              setShown({ kind: 'first', username: sftp.data?.Username ?? '', password: answer.Password });
          }}
        />
      )}
      {shown && (
        <SftpPasswordDialog
          shown={shown.username ? shown : { ...shown, username: info?.Username ?? '' }}
          onClose={() => setShown(null)}
        />
      )}
    </section>
  );
}
