import { type OpsPartnerRow, PARTNER_LEVELS } from '@gpucloud/contracts';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useDecidePartner, useSetPartnerLevel } from './hooks';

type Level = (typeof PARTNER_LEVELS)[number];
interface Values {
  level: Level;
}
const FIELDS = ['level'] as const;

/** What a level is chosen for: approving an application, or changing a partner's level. */
export type LevelChange = 'approve' | 'changeLevel';

/** Approving an application at a level (1 unless chosen), or moving a partner to another level. */
export function LevelDialog({
  change,
  row,
  onClose,
}: {
  change: LevelChange;
  row: OpsPartnerRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const decide = useDecidePartner();
  const setLevel = useSetPartnerLevel();
  const sent = change === 'approve' ? decide : setLevel;
  const phone = row.user_phone;
  const current = PARTNER_LEVELS.find((level) => level === row.level) ?? PARTNER_LEVELS[0];
  const submit = ({ level }: Values) => {
    const callbacks = done(t(`partners.${change}.done`, { phone, level }));
    if (change === 'approve') decide.mutate({ user_id: row.user_id, decision: 'approve', level }, callbacks);
    else setLevel.mutate({ user_id: row.user_id, level }, callbacks);
  };

  return (
    <FormDialog<Values>
      formId={`ops-partner-${change}`}
      form={form}
      title={t(`partners.${change}.title`, { phone })}
      cancelText={t('cancel')}
      okText={t(`partners.${change}.submit`)}
      pending={sent.isPending}
      onClose={onClose}
      initialValues={{ level: current }}
      intro={
        <p>{t(`partners.${change}.body`, { id: row.user_id, name: row.verified_name, level: row.level })}</p>
      }
      outro={sent.error ? <Alert type="error" showIcon role="alert" title={sent.error.message} /> : null}
      onFinish={submit}
    >
      {/* Always one of the levels: the select starts on one and cannot be cleared. */}
      <Form.Item name="level" label={t('partners.level')}>
        <Select<Level>
          options={PARTNER_LEVELS.map((level) => ({
            value: level,
            label: t('partners.levelValue', { level }),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
