import type { OpsCouponGroup } from '@gpucloud/contracts';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../content/i18n';
import { PageHead } from '../layout/PageHead';
import { CouponClaimsDrawer } from './CouponClaimsDrawer';
import { CreateCouponGroupDialog } from './CreateCouponGroupDialog';
import { COUPON_PAGE_SIZE, useCouponGroups } from './hooks';
import { StopCouponGroupDialog } from './StopCouponGroupDialog';
import { useCouponColumns } from './useCouponColumns';

type Dialog = { kind: 'create' } | { kind: 'claims' | 'stop'; group: OpsCouponGroup };

/** /ops/coupons (finance): coupon groups with claims and uses, a new group, a group's claims, stopping one. */
export function CouponsPage() {
  const { t } = useTranslation('opsContent');
  const [page, setPage] = useState(1);
  const groups = useCouponGroups(page);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const columns = useCouponColumns((group, kind) => setDialog({ kind, group }));

  return (
    <>
      <PageHead
        title={t('coupons.title')}
        intro={t('coupons.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('coupons.create')}
          </Button>
        }
      />
      {groups.isError ? <Alert type="error" showIcon title={t('common.loadFailed')} /> : null}
      <Table<OpsCouponGroup>
        aria-label={t('coupons.tableLabel')}
        rowKey="GroupId"
        columns={columns}
        loading={groups.isFetching}
        dataSource={groups.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: COUPON_PAGE_SIZE,
          total: groups.data?.total ?? 0,
          onChange: setPage,
          showTotal: (count) => t('common.total', { count }),
        }}
        scroll={{ x: true }}
      />
      {dialog?.kind === 'create' ? <CreateCouponGroupDialog onClose={close} /> : null}
      {dialog?.kind === 'claims' ? <CouponClaimsDrawer group={dialog.group} onClose={close} /> : null}
      {dialog?.kind === 'stop' ? <StopCouponGroupDialog group={dialog.group} onClose={close} /> : null}
    </>
  );
}
