import type { PartnerInfo } from '@gpucloud/contracts';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainAccountOnly } from '../../../shared/ui/MainAccountOnly';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { usePartnerInfo } from '../hooks';

/**
 * A sales-partner page: its title and introduction, main accounts only, and its body drawn from the
 * caller's partner info once it has loaded (a skeleton meanwhile, a retry when it failed).
 */
export function PartnerPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (info: PartnerInfo) => ReactNode;
}) {
  const { t } = useTranslation('partners');
  return (
    <>
      <PageTitle title={title}>{intro}</PageTitle>
      <MainAccountOnly title={t('mainOnly.title')} body={t('mainOnly.body')}>
        <WithPartnerInfo>{children}</WithPartnerInfo>
      </MainAccountOnly>
    </>
  );
}

function WithPartnerInfo({ children }: { children: (info: PartnerInfo) => ReactNode }) {
  const { t } = useTranslation('partners');
  const info = usePartnerInfo();
  if (info.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (info.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        description={info.error.message}
        action={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
      />
    );
  return children(info.data);
}
