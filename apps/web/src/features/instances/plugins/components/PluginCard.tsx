import {
  CodeOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  ExportOutlined,
  LineChartOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { InstancePlugin, PluginKind, PluginState } from '@gpucloud/contracts';
import { Alert, Button, Tag } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../shared/clipboard/CopyButton';
import { formatDateTime } from '../../../../shared/format';
import { hasAccess, isPluginBusy, openAddress } from '../pluginRules';
import styles from './Plugins.module.css';

const ICONS: Record<PluginKind, ReactNode> = {
  jupyterlab: <ExperimentOutlined aria-hidden />,
  tensorboard: <LineChartOutlined aria-hidden />,
  code_server: <CodeOutlined aria-hidden />,
  monitor: <DashboardOutlined aria-hidden />,
};

const STATE_COLORS: Record<PluginState, string> = {
  none: 'default',
  installing: 'processing',
  installed: 'success',
  removing: 'processing',
  failed: 'error',
};

/** Where a new tab is opened to: never given this page (no opener), nor told where it came from. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export interface PluginCardProps {
  plugin: InstancePlugin;
  /** Installing is not possible now (the instance is not a running Linux one). */
  installDisabled: boolean;
  installing: boolean;
  removing: boolean;
  onInstall: () => void;
  onRemove: () => void;
}

/** One plugin kind of the instance: what it is, its state, its address and token, and its buttons. */
export function PluginCard({
  plugin,
  installDisabled,
  installing,
  removing,
  onInstall,
  onRemove,
}: PluginCardProps) {
  const { t } = useTranslation('plugins');
  const headingId = useId();
  const name = t(`kinds.${plugin.Plugin}.name`);
  const busy = isPluginBusy(plugin.State);
  const installed = plugin.State === 'installed';
  const failed = plugin.State === 'failed';
  const canRemove = installed || failed || plugin.State === 'removing';

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <span className={styles.icon}>{ICONS[plugin.Plugin]}</span>
        <h3 id={headingId} className={styles.cardTitle}>
          {name}
        </h3>
        <Tag
          color={STATE_COLORS[plugin.State]}
          icon={busy ? <SyncOutlined spin aria-hidden /> : undefined}
          className={styles.stateTag}
        >
          {t(`states.${plugin.State}`)}
        </Tag>
      </header>
      <p className={styles.description}>{t(`kinds.${plugin.Plugin}.description`)}</p>

      {failed && (
        <Alert type="error" showIcon title={t('failed')} description={plugin.FailReason || undefined} />
      )}

      {hasAccess(plugin) && (
        <dl className={styles.access}>
          <div>
            <dt>{t('address')}</dt>
            <dd>
              <a href={plugin.Url} {...NEW_TAB} className={styles.address}>
                {plugin.Url}
                <span className={styles.visuallyHidden}> {t('newTab')}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('token')}</dt>
            <dd className={styles.tokenRow}>
              <code className={styles.token}>{plugin.Token}</code>
              <CopyButton
                value={plugin.Token}
                label={t('actions.copyToken', { name })}
                copiedLabel={t('actions.copiedToken', { name })}
              />
            </dd>
          </div>
        </dl>
      )}
      {installed && !plugin.Running && <p className={styles.note}>{t('stopped')}</p>}

      <footer className={styles.cardFoot}>
        {installed && plugin.InstalledAt && (
          <span className={styles.installedAt}>
            {t('installedAt', { time: formatDateTime(plugin.InstalledAt) })}
          </span>
        )}
        <div className={styles.actions}>
          {installed && plugin.Running && plugin.Url !== '' && (
            <Button
              type="primary"
              href={openAddress(plugin.Url, plugin.Token)}
              {...NEW_TAB}
              icon={<ExportOutlined aria-hidden />}
              aria-label={t('actions.openNamed', { name })}
            >
              {t('actions.open')}
            </Button>
          )}
          {!installed && plugin.State !== 'removing' && (
            <Button
              type={failed ? 'default' : 'primary'}
              disabled={installDisabled || busy}
              loading={installing || plugin.State === 'installing'}
              aria-label={t('actions.installNamed', { name })}
              onClick={onInstall}
            >
              {t('actions.install')}
            </Button>
          )}
          {canRemove && (
            <Button
              danger
              disabled={busy && !removing}
              loading={removing || plugin.State === 'removing'}
              aria-label={t('actions.removeNamed', { name })}
              onClick={onRemove}
            >
              {t('actions.remove')}
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
