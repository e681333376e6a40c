import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasSession } from '../../../shared/session';
import { ToastProvider } from '../../../shared/ui/toast';
import '../../../shared/instances/i18n';
import { RestartChoices } from '../components/RestartChoices';

/** The instance named by `?instance=`, or null when the query names none. */
export function instanceIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('instance'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /restartInstance?instance=<id> (public): the host of a shut-down instance lacks free GPUs, so the
 * owner chooses between fewer GPUs, another host, or waiting. The choices need a session.
 */
export function RestartInstancePage() {
  const { t } = useTranslation('instances');
  const { t: tShell } = useTranslation();
  const [params] = useSearchParams();
  const id = instanceIdFrom(params);
  const here = `/restartInstance?${params.toString()}`;

  return (
    <div style={{ maxWidth: 1040, margin: '0 auto', padding: '24px 16px' }}>
      <title>{`${tShell('shell.pages.restartInstance')} · ${tShell('common.appName')}`}</title>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{tShell('shell.pages.restartInstance')}</h1>
      {id === null ? (
        <Result
          status="warning"
          title={t('restart.missing')}
          extra={<Link to="/console/dashboard">{t('restart.back')}</Link>}
        />
      ) : !hasSession() ? (
        <Result
          status="info"
          title={t('restart.loginBody')}
          extra={<Link to={`/login?redirect=${encodeURIComponent(here)}`}>{t('restart.login')}</Link>}
        />
      ) : (
        <ToastProvider>
          <RestartChoices id={id} />
        </ToastProvider>
      )}
    </div>
  );
}
