import { Form, type FormRule, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './WorkOrders.module.css';

type Rules<Field extends string> = (field: Field) => FormRule[];

/** A category's or subcategory's names, in Chinese and English (the first field takes focus). */
export function CatalogueNameFields({ rules }: { rules: Rules<'name' | 'name_en'> }) {
  const { t } = useTranslation('opsWorkOrders');
  return (
    <>
      <Form.Item name="name" label={t('help.fields.name')} rules={rules('name')} validateFirst>
        <Input autoComplete="off" maxLength={40} autoFocus />
      </Form.Item>
      <Form.Item name="name_en" label={t('help.fields.name_en')} rules={rules('name_en')} validateFirst>
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
    </>
  );
}

/** Where a catalogue entry stands among its siblings. */
export function CatalogueSortField({ rules, validateFirst }: { rules: FormRule[]; validateFirst?: boolean }) {
  const { t } = useTranslation('opsWorkOrders');
  return (
    <Form.Item
      name="sort"
      label={t('help.fields.sort')}
      extra={t('help.fields.sortHint')}
      rules={rules}
      validateFirst={validateFirst}
    >
      <InputNumber precision={0} min={0} max={10_000} className={styles.number} />
    </Form.Item>
  );
}
