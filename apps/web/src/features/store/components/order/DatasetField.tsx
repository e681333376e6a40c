import { DATASET_LIMITS } from '@gpucloud/contracts';
import { Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../../shared/i18n/pickText';
import { useDatasets } from '../../../../shared/queries/catalog';
import { formatSize } from '../../../../shared/sizes';
import '../../i18n';

/** The picker offers every published dataset at once (there are tens, not thousands) and filters as one types. */
const PICKER_PAGE_SIZE = 100;

/** The order form's dataset picker (issue 18): up to DATASET_LIMITS.perRentalMax, mounted read-only. */
export function DatasetField() {
  const { t, i18n } = useTranslation('storeOrder');
  const labelId = useId();
  const hintId = useId();
  const datasets = useDatasets({ page: 1 }, PICKER_PAGE_SIZE);
  const options = (datasets.data?.data ?? []).map((dataset) => {
    const name = pickText(i18n.language, dataset.Name, dataset.NameEn).text;
    return {
      value: dataset.Id,
      label: `${name} (${formatSize(dataset.SizeBytes)})`,
      search: `${name} ${dataset.Slug}`,
    };
  });
  return (
    <Form.Item
      name="datasetIds"
      label={<span id={labelId}>{t('datasets.picker.label')}</span>}
      extra={
        <span id={hintId}>
          {datasets.isError ? t('datasets.picker.loadFailed') : t('datasets.picker.hint')}
        </span>
      }
    >
      <Select
        mode="multiple"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        placeholder={t('datasets.picker.placeholder', { max: DATASET_LIMITS.perRentalMax })}
        maxCount={DATASET_LIMITS.perRentalMax}
        loading={datasets.isPending}
        options={options}
        showSearch={{
          filterOption: (input, option) => (option?.search ?? '').toLowerCase().includes(input.toLowerCase()),
        }}
        allowClear
      />
    </Form.Item>
  );
}
