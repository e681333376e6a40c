import type { FormRule } from 'antd';
import type { BilingualField } from '../layout/BilingualFields';
import { MarkdownInput } from '../notices/editor/MarkdownInput';

/** The markdown description of a dataset or an AI model, written in each language. */
export function descriptionField<Key extends string>(
  t: (key: 'common.descriptionEn' | 'common.descriptionZh') => string,
  rules: FormRule[],
): BilingualField<'description', Key> {
  return {
    field: 'description',
    label: { 'en-US': t('common.descriptionEn'), 'zh-CN': t('common.descriptionZh') },
    rules,
    control: () => <MarkdownInput />,
  };
}
