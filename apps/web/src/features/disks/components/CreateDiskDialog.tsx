import { cloudDiskCreateRequest } from '@gpucloud/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useToast } from '../../../shared/ui/toast';
import { type DiskList, useCreateDisk, useCreateQuote } from '../hooks';
import { defaultNewSize, sizeLimitsOf } from '../storageRules';
import { StorageQuoteLines } from './StorageQuoteLines';

const FORM_ID = 'cloud-disk-create';
const NAME_MAX = 40;
const schema = cloudDiskCreateRequest.shape;

interface CreateValues {
  name?: string;
  region_id?: number;
  size_gb?: number | null;
}

/**
 * Makes a cloud disk: a name, a region and a size; the server's quote of it is asked for as the
 * inputs change, and "Pay ¥x" pays exactly the first day it names.
 */
export function CreateDiskDialog({ list, onClose }: { list: DiskList; onClose: () => void }) {
  const { t, i18n } = useTranslation('disks');
  const toast = useToast();
  const [form] = Form.useForm<CreateValues>();
  const limits = sizeLimitsOf(list);
  const regionId = Form.useWatch('region_id', form);
  const size = Form.useWatch('size_gb', form);
  const complete = regionId !== undefined && schema.size_gb.safeParse(size).success;
  const quote = useCreateQuote(complete ? { region_id: regionId, size_gb: size as number } : null);
  const create = useCreateDisk();
  const payable = complete && quote.data !== undefined && !quote.isFetching && !quote.isError;
  const zh = i18n.language.startsWith('zh');

  const submit = (values: CreateValues) => {
    if (values.region_id === undefined || typeof values.size_gb !== 'number') return;
    const name = values.name?.trim() ?? '';
    create.mutate(
      { region_id: values.region_id, size_gb: values.size_gb, ...(name ? { name } : {}) },
      {
        onSuccess: (disk) => {
          if (disk.Status === 'failed') toast.info(t('createDialog.failed', { name: disk.Name }));
          else toast.success(t('createDialog.done', { name: disk.Name }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog<CreateValues>
      formId={FORM_ID}
      name={FORM_ID}
      form={form}
      title={t('createDialog.title')}
      okText={
        payable && quote.data
          ? t('pay', { amount: formatMoney(quote.data.PayNow) })
          : t('createDialog.submit')
      }
      cancelText={t('cancel')}
      okDisabled={!payable}
      pending={create.isPending}
      onClose={onClose}
      initialValues={{ name: '', region_id: list.Regions[0]?.Id, size_gb: defaultNewSize(limits) }}
      onFinish={submit}
      outro={
        <StorageQuoteLines
          quote={complete ? quote.data : undefined}
          pending={complete && quote.isFetching}
          error={quote.error}
        />
      }
    >
      <Form.Item
        name="name"
        label={t('createDialog.name')}
        extra={t('createDialog.nameHint')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value?.trim() || schema.name.safeParse(value).success) return;
              throw new Error(t('createDialog.nameTooLong'));
            },
          },
        ]}
      >
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="region_id"
        label={t('createDialog.region')}
        rules={[{ required: true, message: t('createDialog.regionRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={list.Regions.map((region) => ({
            value: region.Id,
            label: zh ? region.Name : region.NameEn,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="size_gb"
        label={t('createDialog.size')}
        extra={t('sizeHint', { ...limits })}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!schema.size_gb.safeParse(value).success) throw new Error(t('sizeIssue'));
            },
          },
        ]}
      >
        <InputNumber
          min={limits.min}
          max={limits.max}
          step={limits.step}
          precision={0}
          style={{ width: 200 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
