import '../../../shared/instances/i18n';
import { useTranslation } from 'react-i18next';
import { useInstanceDatasets } from '../../../shared/queries/catalog';

/**
 * The datasets mounted into an instance, as one more fact of its card (nothing when it has none):
 * each read-only at its target path.
 */
export function InstanceDatasets({ instanceId }: { instanceId: number }) {
  const { t } = useTranslation('instances');
  const datasets = useInstanceDatasets(instanceId);
  const list = datasets.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <div>
      <dt>{t('instance.datasets')}</dt>
      <dd>
        {list.map((dataset, index) => (
          <span key={dataset.Id}>
            {index > 0 && ', '}
            <code>{dataset.Target}</code>
          </span>
        ))}
      </dd>
    </div>
  );
}
