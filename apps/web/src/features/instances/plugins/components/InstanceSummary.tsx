import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../../shared/instances/StatusTag';
import type { PluginList } from '../hooks';
import styles from './Plugins.module.css';
import '../../../../shared/instances/i18n';
import { SimulatedLabel } from '../../../../shared/ui/SimulatedLabel';

/** The instance the plugins belong to: its name, state and system. */
export function InstanceSummary({ instance }: { instance: PluginList['Instance'] }) {
  const { t } = useTranslation('plugins');
  return (
    <section className={styles.instance} aria-labelledby="plugin-instance-name">
      <h2 id="plugin-instance-name" className={styles.instanceName}>
        {instance.Name}
      </h2>
      <StatusTag row={{ Status: instance.Status, StatusDetail: '' }} />
      <SimulatedLabel simulated={instance.Simulated} />
      <dl className={styles.instanceFacts}>
        <div>
          <dt>{t('instance.system')}</dt>
          <dd>{t(`instance.systems.${instance.System}`)}</dd>
        </div>
      </dl>
    </section>
  );
}
