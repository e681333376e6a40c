import { Form, type FormRule, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../layout/BilingualFields';
import styles from './WorkOrders.module.css';

type Rules<Field extends string> = (field: Field) => FormRule[];

const NAME_TEXTS = { 'en-US': { name: 'name_en' }, 'zh-CN': { name: 'name' } } as const;
const NAME_LENGTHS = { name_en: 60, name: 40 } as const;

/** A category's or subcategory's names, in English and Chinese side by side (the first takes focus). */
export function CatalogueNameFields({ rules }: { rules: Rules<'name' | 'name_en'> }) {
  const { t } = useTranslation('opsWorkOrders');
  return (
    <BilingualFields
      texts={NAME_TEXTS}
      fields={[
        {
          field: 'name',
          label: (name) => t(`help.fields.${name}`),
          rules,
          control: (language) => {
            const name = NAME_TEXTS[language].name;
            return (
              <Input
                autoComplete="off"
                maxLength={NAME_LENGTHS[name]}
                lang={language}
                autoFocus={language === 'en-US'}
              />
            );
          },
        },
      ]}
    />
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
