import { type OpsPartnerRow, opsPartnerDecisionRequest, PARTNER_STATUSES } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../layout/PageHead';
import { DeskBody } from './DeskBody';
import { partnerDesk } from './deskQuery';
import { useDecidePartner, usePartnerList } from './hooks';
import { LevelDialog } from './LevelDialog';
import { ReasonDialog } from './ReasonDialog';
import { SettlementDialog } from './SettlementDialog';
import { useDeskQuery } from './useDeskQuery';
import { type PartnerAction, usePartnerColumns } from './usePartnerColumns';

type Open = { action: PartnerAction; row: OpsPartnerRow } | { action: 'settle' } | null;

const refusalReason = opsPartnerDecisionRequest.options[1].shape.reason;

/** /ops/partners (finance): applications to decide, the partners and their levels, and settlements. */
export function PartnerDeskPage() {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const { query, change } = useDeskQuery(partnerDesk);
  const list = usePartnerList(query);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const columns = usePartnerColumns(query.status, (action, row) => setOpen({ action, row }));

  return (
    <>
      <PageHead
        title={t('partners.title')}
        intro={t('partners.intro')}
        actions={<Button onClick={() => setOpen({ action: 'settle' })}>{t('partners.settle.button')}</Button>}
      />
      <DeskBody
        desk="partners"
        statuses={PARTNER_STATUSES}
        statusLabel={(status) => t(`partners.statuses.${status}`)}
        query={query}
        onChange={change}
        list={list}
        rowKey="user_id"
        columns={columns}
      />
      {open?.action === 'settle' && <SettlementDialog onClose={close} />}
      {(open?.action === 'approve' || open?.action === 'changeLevel') && (
        <LevelDialog change={open.action} row={open.row} onClose={close} />
      )}
      {open?.action === 'refuse' && <RefuseApplicationDialog row={open.row} onClose={close} />}
    </>
  );
}

function RefuseApplicationDialog({ row, onClose }: { row: OpsPartnerRow; onClose: () => void }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const decide = useDecidePartner();
  const phone = row.user_phone;
  return (
    <ReasonDialog
      formId="ops-partner-refuse"
      title={t('partners.refuse.title', { phone })}
      body={t('partners.refuse.body', { id: row.user_id, name: row.verified_name })}
      submitText={t('partners.refuse.submit')}
      doneText={t('partners.refuse.done', { phone })}
      reasonSchema={refusalReason}
      pending={decide.isPending}
      error={decide.error}
      send={(reason, callbacks) =>
        decide.mutate({ user_id: row.user_id, decision: 'refuse', reason }, callbacks)
      }
      onClose={onClose}
    />
  );
}
