import { ArrowLeftOutlined } from '@ant-design/icons';
import { type InstancePlugin, isReason } from '@gpucloud/contracts';
import { Alert, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../api/errors';
import { LoadFailedAlert } from '../../../../shared/ui/LoadFailedAlert';
import { PageTitle } from '../../../../shared/ui/PageTitle';
import { useToast } from '../../../../shared/ui/toast';
import { monitorPath } from '../../monitoring/routes';
import { InstanceSummary } from '../components/InstanceSummary';
import { PluginCard } from '../components/PluginCard';
import styles from '../components/Plugins.module.css';
import { ServiceList } from '../components/ServiceList';
import { type PluginList, useInstallPlugin, usePlugins, useRemovePlugin } from '../hooks';
import { installBlock } from '../pluginRules';
import '../i18n';

/** The server's answer for a name that is none of the caller's instances. */
const NOT_FOUND = 'instance not found';

/**
 * /console/instancePlugin/:instanceName (issue 17): the plugins of one of the caller's instances,
 * JupyterLab, TensorBoard, code-server and the monitoring panel, each installed or removed here,
 * with the address it answers at and the token it asks for.
 */
export function InstancePluginsPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('plugins');
  const { instanceName = '' } = useParams();
  const plugins = usePlugins(instanceName);

  return (
    <>
      <Link to="/console/dashboard" className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <PageTitle title={tShell('shell.pages.instancePlugin')}>{t('intro')}</PageTitle>
      {plugins.data ? (
        <InstancePlugins data={plugins.data} />
      ) : plugins.isError ? (
        plugins.error instanceof ApiError && isReason(plugins.error.reason, NOT_FOUND) ? (
          <Alert
            type="warning"
            showIcon
            title={t('notFound.title')}
            description={t('notFound.body', { name: instanceName })}
          />
        ) : (
          <LoadFailedAlert
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => plugins.refetch()}
          />
        )
      ) : (
        <Skeleton active aria-busy />
      )}
    </>
  );
}

function InstancePlugins({ data }: { data: PluginList }) {
  const { t } = useTranslation('plugins');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const instance = data.Instance;
  const install = useInstallPlugin(instance.Name);
  const remove = useRemovePlugin(instance.Name);
  const block = installBlock(instance);
  const nameOf = (plugin: InstancePlugin) => t(`kinds.${plugin.Plugin}.name`);
  const body = (plugin: InstancePlugin) => ({ instance_id: instance.InstanceId, plugin: plugin.Plugin });

  const installOne = (plugin: InstancePlugin) =>
    install.mutate(body(plugin), {
      onSuccess: (answer) => {
        if (answer.State === 'installed')
          toast.success(t('done.installed', { name: nameOf(plugin), instance: instance.Name }));
      },
    });

  const confirmRemove = (plugin: InstancePlugin) =>
    void modal.confirm({
      title: t('removeConfirm.title', { name: nameOf(plugin) }),
      content: t('removeConfirm.body'),
      okText: t('removeConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('removeConfirm.cancel'),
      onOk: () =>
        remove
          .mutateAsync(body(plugin))
          .then(() => toast.success(t('done.removed', { name: nameOf(plugin), instance: instance.Name })))
          .catch(() => undefined), // the API client has told the reason
    });

  const pendingFor = (mutation: typeof install, plugin: InstancePlugin) =>
    mutation.isPending && mutation.variables?.plugin === plugin.Plugin;

  return (
    <>
      {holder}
      <InstanceSummary instance={instance} />
      <p>
        <Link to={monitorPath(instance.InstanceId)}>{t('monitoringLink')}</Link>
      </p>
      <ServiceList instanceId={instance.InstanceId} />
      {block && <Alert className={styles.blocked} type="info" showIcon title={t(`blocked.${block}`)} />}
      <section aria-labelledby="plugin-list-title">
        <h2 id="plugin-list-title" className={styles.listTitle}>
          {t('listTitle')}
        </h2>
        <ul className={styles.grid}>
          {data.list.map((plugin) => (
            <li key={plugin.Plugin}>
              <PluginCard
                plugin={plugin}
                installDisabled={block !== null}
                installing={pendingFor(install, plugin)}
                removing={pendingFor(remove, plugin)}
                onInstall={() => installOne(plugin)}
                onRemove={() => confirmRemove(plugin)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
