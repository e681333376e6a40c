import type { InstanceService } from '@gpucloud/contracts';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenService, useServices } from '../hooks';
import styles from './Plugins.module.css';

/**
 * The services of an instance (issue 40): each plugin, the custom port and its template's ports at an origin of its own,
 * opened in a new tab through a single-use address; why one cannot be opened, when it cannot.
 */
export function ServiceList({ instanceId }: { instanceId: number }) {
  const { t } = useTranslation('plugins');
  const services = useServices(instanceId);
  const open = useOpenService();
  const nameOf = (row: InstanceService) => {
    if (row.Service === 'custom') return t('services.custom');
    if (row.Service === 'template_port') return t('services.templatePort', { label: row.Label });
    return t(`kinds.${row.Service}.name`);
  };

  if (!services.data) return null;
  return (
    <section aria-labelledby="service-list-title">
      <h2 id="service-list-title" className={styles.listTitle}>
        {t('services.title')}
      </h2>
      <p>{t('services.intro')}</p>
      <ul className={styles.services}>
        {services.data.list.map((row) => (
          <li key={`${row.Service}-${row.Port}`} className={styles.service}>
            <span className={styles.serviceName}>
              <strong>{nameOf(row)}</strong>
              {row.Program && <Tag>{row.Program}</Tag>}
            </span>
            <span>{t('services.port', { port: row.Port })}</span>
            <code className={styles.serviceUrl}>{row.Url}</code>
            {row.Blocked ? (
              <span className={styles.serviceBlocked}>{t(`services.blocked.${row.Blocked}`)}</span>
            ) : (
              <Button
                type="primary"
                aria-label={t('services.openLabel', { name: nameOf(row) })}
                loading={
                  open.isPending &&
                  open.variables?.service === row.Service &&
                  open.variables?.port === row.Port
                }
                onClick={() =>
                  open.mutate({
                    instance_id: instanceId,
                    service: row.Service,
                    ...(row.Service === 'template_port' ? { port: row.Port } : {}),
                  })
                }
              >
                {t('services.open')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
