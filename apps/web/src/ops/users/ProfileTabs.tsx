import type { OpsUserProfile } from '@gpucloud/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { UserStatusTag } from './UserStatusTag';

const LEVELS = ['ordinary', 'bronze', 'silver', 'gold', 'diamond'] as const;

export function ProfileTab({ profile }: { profile: OpsUserProfile }) {
  const { t } = useTranslation('opsUsers');
  const { Verification } = profile;
  const verified = Verification.Enterprise ? 'enterprise' : Verification.Personal ? 'personal' : 'none';
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('profile.phone')}>{profile.Phone}</Descriptions.Item>
      <Descriptions.Item label={t('profile.name')}>{profile.Name}</Descriptions.Item>
      <Descriptions.Item label={t('profile.kind')}>
        {profile.IsCompany ? t('profile.company', { name: profile.CompanyName ?? '' }) : t('profile.person')}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.salesPartner')}>
        {profile.IsSalesPartner ? t('profile.yes') : t('profile.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.vipLevel')}>
        {`VIP${profile.VipLevel} · ${t(`profile.levels.${LEVELS[profile.VipLevel] ?? 'ordinary'}`)}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.verification')}>
        {t(`profile.verified.${verified}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.language')}>{profile.Language}</Descriptions.Item>
      <Descriptions.Item label={t('profile.login')}>
        <UserStatusTag
          unregistered={profile.UnregisteredAt !== null}
          loginDisabled={profile.LoginDisabledAt !== null}
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('profile.created')}>{formatDateTime(profile.CreateAt)}</Descriptions.Item>
    </Descriptions>
  );
}

export function WalletTab({ profile }: { profile: OpsUserProfile }) {
  const { t } = useTranslation('opsUsers');
  const { Wallet } = profile;
  return (
    <Descriptions column={1} bordered size="small" aria-label={t('detail.tabs.wallet')}>
      <Descriptions.Item label={t('wallet.balance')}>{formatMoney(Wallet.Money)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.vouchers')}>{formatMoney(Wallet.PowerMoney)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.creditQuota')}>
        {formatMoney(Wallet.CreditMoneyQuota)}
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.owed')}>{formatMoney(Wallet.Owed)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.accumulated')}>
        {formatMoney(Wallet.AccumulatedMoney)}
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.payFirst')}>
        {Wallet.VoucherFirst ? t('wallet.vouchersFirst') : t('wallet.balanceFirst')}
      </Descriptions.Item>
    </Descriptions>
  );
}
