import type { PartnerInfo } from '@gpucloud/contracts';
import { Input, Space } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/clipboard/CopyButton';
import { QrImage } from '../../../shared/ui/QrImage';
import { percentOfBp } from '../percent';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';

/** The partner's level, referral code and link to share, with a QR code of the link. */
export function ReferralCard({ info }: { info: PartnerInfo }) {
  const { t } = useTranslation('partners');
  return (
    <PartnerCard title={t('referral.title')}>
      <div className={styles.referral}>
        <div className={styles.referralFields}>
          <p>{t('referral.levelValue', { level: info.level, rate: percentOfBp(info.rate_bp) })}</p>
          <CopyField label={t('referral.code')} value={info.code} />
          <CopyField label={t('referral.link')} value={info.link} />
          <p className={styles.note}>{t('referral.hint', { months: info.terms.bind_months })}</p>
        </div>
        <figure className={styles.qr}>
          <QrImage value={info.link} label={t('referral.qr')} size={160} />
          <figcaption>{t('referral.qrCaption')}</figcaption>
        </figure>
      </div>
    </PartnerCard>
  );
}

/** A labelled read-only value (selectable by hand too) with its copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('partners');
  const id = useId();
  return (
    <div className={styles.copyField}>
      <label htmlFor={id}>{label}</label>
      <Space.Compact block>
        <Input
          id={id}
          readOnly
          value={value}
          className={styles.code}
          onFocus={(event) => event.target.select()}
        />
        <CopyButton
          value={value}
          size="small"
          label={t('referral.copyNamed', { what: label })}
          copiedLabel={t('referral.copiedNamed', { what: label })}
          text={{ copy: t('referral.copy'), copied: t('referral.copied') }}
        />
      </Space.Compact>
    </div>
  );
}
