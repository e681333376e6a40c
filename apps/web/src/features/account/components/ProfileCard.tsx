import { EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { UserInfo } from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';
import { Button, Card, Descriptions, type DescriptionsProps, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verificationLabelKey } from '../../../shared/account/verification';
import { formatDateTime } from '../../../shared/format';
import { accountDisplayName } from '../hooks';
import { accountTypeKey } from '../subAccountForms';
import { RenameDialog } from './RenameDialog';

/**
 * Who is logged in (SPEC §6): name (a main account may rename itself), phone (a sub-account sees
 * its main account's), the main/sub label and, for main accounts, the verification badge.
 */
export function ProfileCard({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const titleId = useId();
  const sub = info.SubAccount !== null;
  const verified = info.Verification.Enterprise || info.Verification.Personal;

  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: sub ? t('profile.loginName') : t('profile.name'),
      children: (
        <span>
          <span data-testid="account-name">{accountDisplayName(info)}</span>
          {!sub && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setRenaming(true)}
              aria-label={t('profile.renameLabel')}
            >
              {t('profile.rename')}
            </Button>
          )}
        </span>
      ),
    },
    {
      key: 'type',
      label: t('profile.type'),
      children: (
        <Tag color={sub ? 'orange' : 'blue'} variant="filled">
          {t(accountTypeKey(info))}
        </Tag>
      ),
    },
    {
      key: 'phone',
      label: sub ? t('profile.phoneOfMain') : t('profile.phone'),
      children: maskPhone(info.Phone),
    },
    ...(info.IsCompany && info.CompanyName
      ? [{ key: 'company', label: t('profile.company'), children: info.CompanyName }]
      : []),
    ...(sub
      ? []
      : [
          {
            key: 'verification',
            label: t('profile.verification'),
            children: (
              <Link to="/console/verification">
                <Tag
                  color={verified ? 'success' : 'default'}
                  icon={<SafetyCertificateOutlined aria-hidden />}
                  style={{ marginInlineEnd: 0 }}
                >
                  {tShell(verificationLabelKey(info.Verification))}
                </Tag>
              </Link>
            ),
          },
          { key: 'created', label: t('profile.created'), children: formatDateTime(info.CreateAt) },
        ]),
  ];

  return (
    <Card
      size="small"
      title={
        <h2 id={titleId} style={{ fontSize: 16, margin: 0 }}>
          {t('profile.title')}
        </h2>
      }
      role="region"
      aria-labelledby={titleId}
      style={{ height: '100%' }}
    >
      <Descriptions column={{ xs: 1, sm: 2 }} items={items} />
      {sub && <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.55)' }}>{t('profile.subAccountHint')}</p>}
      {renaming && <RenameDialog current={info.Name} onClose={() => setRenaming(false)} />}
    </Card>
  );
}
