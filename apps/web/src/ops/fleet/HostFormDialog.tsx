import {
  type FleetHost,
  type HostCreateRequest,
  hostCreateRequest,
  INSTANCE_KINDS,
  NODE_CLASSES,
} from '@gpucloud/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import styles from './FleetPage.module.css';
import { useCreateHost, useEditHost, useRegions } from './hooks';

type Values = Omit<HostCreateRequest, 'session' | 'price_per_gpu_hour'> & { price_per_gpu_hour: string };
type Field = keyof Values;

const NUMBER_FIELDS = [
  'gpu_memory_gb',
  'gpu_count',
  'cpu_cores_per_gpu',
  'memory_gb_per_gpu',
  'system_disk_gb',
  'data_disk_gb',
  'bandwidth_mbps',
] as const satisfies readonly Field[];
const FIELDS = [
  'region_id',
  'name',
  'kind',
  'node_class',
  'gpu_model',
  ...NUMBER_FIELDS,
  'price_per_gpu_hour',
] as const satisfies readonly Field[];

function valuesOf(host: FleetHost): Partial<Values> {
  return {
    region_id: host.RegionId,
    name: host.Name,
    kind: host.Kind,
    node_class: host.NodeClass,
    gpu_model: host.GpuModel,
    gpu_memory_gb: host.GpuMemoryGb,
    gpu_count: host.GpuCount,
    cpu_cores_per_gpu: host.CpuCoresPerGpu,
    memory_gb_per_gpu: host.MemoryGbPerGpu,
    system_disk_gb: host.SystemDiskGb,
    data_disk_gb: host.DataDiskGb,
    bandwidth_mbps: host.BandwidthMbps,
  };
}

/**
 * A new host (every field), or an existing host's specs: kind and price are not edited here (the
 * kind is what the machine is; a price change has its own dialog and rules).
 */
export function HostFormDialog({ host, onClose }: { host?: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(hostCreateRequest.shape, FIELDS, t, 'hosts.fields');
  const regions = useRegions();
  const create = useCreateHost();
  const edit = useEditHost();

  const submit = (values: Values) => {
    const name = values.name.trim();
    if (host) {
      const { kind: _kind, price_per_gpu_hour: _price, ...specs } = values;
      edit.mutate({ host_id: host.Id, ...specs }, done(t('hosts.edit.done', { name })));
    } else {
      create.mutate(values, done(t('hosts.create.done', { name })));
    }
  };

  return (
    <FormDialog<Values>
      formId="ops-fleet-host"
      form={form}
      width={720}
      title={host ? t('hosts.edit.title', { name: host.Name }) : t('hosts.create.title')}
      cancelText={t('cancel')}
      okText={host ? t('hosts.edit.submit') : t('hosts.create.submit')}
      pending={create.isPending || edit.isPending}
      onClose={onClose}
      intro={<p>{host ? t('hosts.edit.hint') : t('hosts.create.hint')}</p>}
      initialValues={host ? valuesOf(host) : { node_class: 'main', kind: 'kvm' }}
      onFinish={submit}
      className={styles.formGrid}
    >
      <Form.Item name="name" label={t('hosts.fields.name')} rules={rules('name')} validateFirst>
        <Input autoComplete="off" maxLength={60} autoFocus />
      </Form.Item>
      <Form.Item
        name="region_id"
        label={t('hosts.fields.region_id')}
        rules={rules('region_id')}
        validateFirst
      >
        <Select
          loading={regions.isPending}
          options={(regions.data ?? []).map((region) => ({
            value: region.Id,
            label: `${region.NameEn} (${region.Code})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('hosts.fields.kind')} rules={rules('kind')} validateFirst>
        <Select
          disabled={Boolean(host)}
          options={INSTANCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="node_class"
        label={t('hosts.fields.node_class')}
        rules={rules('node_class')}
        validateFirst
      >
        <Select options={NODE_CLASSES.map((value) => ({ value, label: t(`nodeClasses.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="gpu_model"
        label={t('hosts.fields.gpu_model')}
        rules={rules('gpu_model')}
        validateFirst
      >
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      {NUMBER_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`hosts.fields.${field}`)}
          rules={rules(field)}
          validateFirst
        >
          <InputNumber precision={0} className={styles.number} />
        </Form.Item>
      ))}
      {!host && (
        <Form.Item
          name="price_per_gpu_hour"
          label={t('hosts.fields.price_per_gpu_hour')}
          rules={rules('price_per_gpu_hour')}
          validateFirst
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      )}
    </FormDialog>
  );
}
