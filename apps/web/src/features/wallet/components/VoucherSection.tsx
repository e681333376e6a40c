import type { UserInfo, VoucherPack } from '@gpucloud/contracts';
import { Alert, Button, Card, Modal, Radio, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useBuyVoucherPack, useSetPayPreference, useVoucherPacks } from '../hooks';
import styles from './VoucherSection.module.css';

/**
 * Compute vouchers (SPEC §9): packs bought with balance, and whether orders take vouchers or
 * balance first. Vouchers pay for orders only: no cash-out, no arrears. While the account loads
 * (`info` undefined) the preference waits, disabled.
 */
export function VoucherSection({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const packs = useVoucherPacks();
  const buy = useBuyVoucherPack();
  const preference = useSetPayPreference();
  const [confirming, setConfirming] = useState<VoucherPack | null>(null);
  const preferenceLabel = useId();
  const voucherFirst = preference.isPending
    ? (preference.variables ?? info?.VoucherFirst)
    : info?.VoucherFirst;

  return (
    <div className={styles.section}>
      <p className={styles.intro}>{t('wallet.vouchers.intro')}</p>
      {packs.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : packs.isError ? (
        <Alert type="warning" showIcon title={t('wallet.vouchers.loadFailed')} />
      ) : (
        <ul className={styles.packs} aria-label={t('wallet.vouchers.packs')}>
          {packs.data.map((pack) => (
            <li key={pack.Id}>
              <Card size="small" className={styles.pack}>
                <div className={styles.face}>{formatMoney(pack.FaceValue)}</div>
                <div className={styles.price}>
                  {t('wallet.vouchers.price', { price: formatMoney(pack.Price) })}
                </div>
                <Button
                  block
                  aria-label={t('wallet.vouchers.buyPack', { face: formatMoney(pack.FaceValue) })}
                  onClick={() => setConfirming(pack)}
                >
                  {t('wallet.vouchers.buy')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.preference}>
        <span id={preferenceLabel} className={styles.preferenceLabel}>
          {t('wallet.vouchers.preference')}
        </span>
        <Radio.Group
          aria-labelledby={preferenceLabel}
          value={voucherFirst}
          disabled={!info || preference.isPending}
          onChange={(event) =>
            preference.mutate(event.target.value as boolean, {
              onSuccess: () => toast.success(t('wallet.vouchers.preferenceSaved')),
            })
          }
          options={[
            { value: true, label: t('wallet.vouchers.voucherFirst') },
            { value: false, label: t('wallet.vouchers.balanceFirst') },
          ]}
        />
      </div>
      <Modal
        open={confirming !== null}
        title={t('wallet.vouchers.confirmTitle')}
        okText={t('wallet.vouchers.confirmBuy')}
        cancelText={t('wallet.cancel')}
        confirmLoading={buy.isPending}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          if (!confirming) return;
          buy.mutate(confirming.Id, {
            onSuccess: () => {
              toast.success(t('wallet.vouchers.bought', { face: formatMoney(confirming.FaceValue) }));
              setConfirming(null);
            },
            onError: () => setConfirming(null),
          });
        }}
      >
        {confirming && (
          <p>
            {t('wallet.vouchers.confirmBody', {
              price: formatMoney(confirming.Price),
              face: formatMoney(confirming.FaceValue),
            })}
          </p>
        )}
      </Modal>
    </div>
  );
}
