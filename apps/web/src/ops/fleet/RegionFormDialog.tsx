import { type FleetRegion, type RegionCreateRequest, regionCreateRequest } from '@gpucloud/contracts';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import styles from './FleetPage.module.css';
import { useCreateRegion, useRenameRegion } from './hooks';

type Values = Omit<RegionCreateRequest, 'session'>;
const FIELDS = ['code', 'name', 'name_en', 'sort_order'] as const;
const FORM_ID = 'ops-fleet-region';

/** A new region, or new names and order for one (its code stays: the store filters by it). */
export function RegionFormDialog({ region, onClose }: { region?: FleetRegion; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateRegion();
  const rename = useRenameRegion();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(regionCreateRequest.shape[field], {
      label: t(`regions.fields.${field}`),
      name: t(`regions.fields.${field}Name`),
    });
  const done = (name: string) => ({
    onSuccess: () => {
      toast.success(t(region ? 'regions.renameDialog.done' : 'regions.create.done', { name }));
      onClose();
    },
    onError: showOnFields,
  });

  const submit = ({ code, ...names }: Values) =>
    region
      ? rename.mutate({ region_id: region.Id, ...names }, done(names.name_en))
      : create.mutate({ code, ...names }, done(names.name_en));

  return (
    <Modal
      open
      title={region ? t('regions.renameDialog.title', { code: region.Code }) : t('regions.create.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={region ? t('regions.renameDialog.submit') : t('regions.create.submit')}
      okButtonProps={{ loading: create.isPending || rename.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          region
            ? { code: region.Code, name: region.Name, name_en: region.NameEn, sort_order: region.SortOrder }
            : { sort_order: 0 }
        }
        onFinish={submit}
      >
        <Form.Item name="code" label={t('regions.fields.code')} rules={rules('code')} validateFirst>
          <Input autoComplete="off" maxLength={40} disabled={Boolean(region)} autoFocus={!region} />
        </Form.Item>
        <Form.Item name="name" label={t('regions.fields.name')} rules={rules('name')} validateFirst>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="name_en" label={t('regions.fields.name_en')} rules={rules('name_en')} validateFirst>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="sort_order"
          label={t('regions.fields.sort_order')}
          rules={rules('sort_order')}
          validateFirst
        >
          <InputNumber precision={0} className={styles.number} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
