import { type OpsVerificationDetail, otherChannelRequest } from '@gpucloud/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { TYPE_KEYS } from './labels';
import { VerificationStatusTag } from './VerificationStatusTag';
import styles from './Verifications.module.css';

const DOCUMENT_TYPES: readonly string[] = otherChannelRequest.shape.document_type.options;
type DocumentType = (typeof otherChannelRequest.shape.document_type.options)[number];
const isDocumentType = (value: string): value is DocumentType => DOCUMENT_TYPES.includes(value);

/** What a record says, masked; the facts a method does not have are left out. */
export function VerificationFacts({ record }: { record: OpsVerificationDetail }) {
  const { t } = useTranslation('opsVerifications');
  const optional = (
    key: string,
    label: string,
    value: string | null,
    show: (text: string) => ReactNode = (text) => text,
  ) => (value ? [{ key, label, children: show(value) }] : []);
  const documentType = (value: string) => (isDocumentType(value) ? t(`documentTypes.${value}`) : value);

  const items: DescriptionsProps['items'] = [
    {
      key: 'user',
      label: t('detail.facts.user'),
      children: t('detail.facts.userValue', { phone: record.user_phone, id: record.user_id }),
    },
    { key: 'type', label: t('detail.facts.type'), children: t(`types.${TYPE_KEYS[record.verify_type]}`) },
    { key: 'method', label: t('detail.facts.method'), children: t(`methods.${record.method}`) },
    {
      key: 'status',
      label: t('detail.facts.status'),
      children: <VerificationStatusTag status={record.status} />,
    },
    { key: 'name', label: t('detail.facts.name'), children: record.name || t('none') },
    { key: 'number', label: t('detail.facts.number'), children: record.id_number || t('none') },
    ...optional('bankCard', t('detail.facts.bankCard'), record.bank_card),
    ...optional('school', t('detail.facts.school'), record.school),
    ...optional('documentType', t('detail.facts.documentType'), record.document_type, documentType),
    ...optional('contact', t('detail.facts.contact'), record.contact_name),
    ...optional('email', t('detail.facts.email'), record.email),
    ...optional('reportCode', t('detail.facts.reportCode'), record.report_code),
    { key: 'submitted', label: t('detail.facts.submitted'), children: formatDateTime(record.created_at) },
    ...optional('decided', t('detail.facts.decided'), record.decided_at, formatDateTime),
    ...optional('expires', t('detail.facts.expires'), record.expires_at, formatDateTime),
    ...optional('reviewer', t('detail.facts.reviewer'), record.reviewer_name),
    ...optional('reason', t('detail.facts.reason'), record.reason, (text) => (
      <span className={styles.text}>{text}</span>
    )),
    ...optional('note', t('detail.facts.note'), record.note, (text) => (
      <span className={styles.text}>{text}</span>
    )),
  ];
  return (
    <section aria-label={t('detail.factsLabel')} className={styles.section}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </section>
  );
}
