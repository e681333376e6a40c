import type { UserInfo } from '@gpucloud/contracts';
import { maskPhone, VIP_LEVEL_NAMES } from '@gpucloud/domain';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { verificationLabelKey } from '../../../shared/account/verification';
import { type Fact, FactList } from '../../../shared/ui/FactList';
import { accountDisplayName } from '../hooks';

export function AccountSummary({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const vipName = VIP_LEVEL_NAMES[info.VipLevel] ?? VIP_LEVEL_NAMES[0];
  const isSub = info.SubAccount !== null;

  const facts: Fact[] = [
    { key: 'name', label: t('account.accountName'), children: accountDisplayName(info) },
    {
      key: 'type',
      label: t('account.accountType'),
      children: (
        <Tag color={isSub ? 'orange' : 'blue'} variant="filled">
          {isSub ? t('account.subAccount') : t('account.mainAccount')}
        </Tag>
      ),
    },
    ...(info.IsCompany && info.CompanyName
      ? [{ key: 'company', label: t('account.company'), children: info.CompanyName }]
      : []),
    // Masked as on the account page: a new account's name is its masked phone, and a screen shared
    // with a colleague should not show the number beside it in full (issue 38).
    { key: 'phone', label: t('account.phone'), children: maskPhone(info.Phone) },
    {
      key: 'vip',
      label: t('account.vipLevel'),
      children: <Tag color="gold">{t(`account.vipLevels.${vipName}`)}</Tag>,
    },
    ...(isSub
      ? []
      : [
          {
            key: 'verification',
            label: t('account.verification'),
            children: t(verificationLabelKey(info.Verification)),
          },
        ]),
  ];

  return (
    <Card>
      <FactList facts={facts} />
    </Card>
  );
}
