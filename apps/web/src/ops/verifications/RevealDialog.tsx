import type { opsVerificationRoutes } from '@gpucloud/contracts';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../api/call';
import styles from './Verifications.module.css';

export type PersonalData = CallData<typeof opsVerificationRoutes.reveal>;

const FIELDS = [
  ['name', 'name'],
  ['id_number', 'idNumber'],
  ['bank_card', 'bankCard'],
  ['legal_person_name', 'legalPersonName'],
  ['legal_person_id_number', 'legalPersonIdNumber'],
  ['contact_name', 'contactName'],
  ['email', 'email'],
] as const satisfies readonly (readonly [keyof PersonalData, string])[];

/**
 * The full personal data of a record, as one audited read answered it. It lives only as long as the
 * dialog: closing it forgets the data, and showing it again is another read (and another audit row).
 */
export function RevealDialog({ data, onClose }: { data: PersonalData; onClose: () => void }) {
  const { t } = useTranslation('opsVerifications');
  return (
    <Modal
      open
      title={t('reveal.title')}
      onCancel={onClose}
      closable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('reveal.audited')} className={styles.audited} />
      <Descriptions
        size="small"
        bordered
        column={1}
        items={FIELDS.map(([field, label]) => ({
          key: field,
          label: t(`reveal.fields.${label}`),
          children: data[field] || t('none'),
        }))}
      />
    </Modal>
  );
}
