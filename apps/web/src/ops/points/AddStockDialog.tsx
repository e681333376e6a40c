import type { OpsScoreItem } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useAddScoreStock } from './hooks';
import { OPS_POINTS_NS } from './i18n';
import { useItemRules } from './itemRules';

type Values = { add: string };

/** Tops up an item's stock; the server adds under the item's lock, so a redemption meanwhile is kept. */
export function AddStockDialog({ item, onClose }: { item: OpsScoreItem; onClose: () => void }) {
  const { t, i18n } = useTranslation(OPS_POINTS_NS);
  const { form, done } = useFormDialog<Values>(['add'], onClose);
  const rules = useItemRules();
  const add = useAddScoreStock();
  const name = i18n.language === 'zh-CN' ? item.name : item.name_en;

  return (
    <FormDialog<Values>
      formId="ops-score-stock"
      form={form}
      title={t('stockDialog.title', { name })}
      intro={<p>{t('stockDialog.intro', { stock: item.stock })}</p>}
      cancelText={t('cancel')}
      okText={t('stockDialog.submit')}
      pending={add.isPending}
      onClose={onClose}
      onFinish={(values) =>
        add.mutate(
          { item_id: item.id, add: values.add },
          done((answer: OpsScoreItem) => t('stockDialog.done', { name, stock: answer.stock })),
        )
      }
    >
      <Form.Item name="add" label={t('fields.add')} rules={rules('add')} validateFirst>
        <Input inputMode="numeric" autoComplete="off" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
