import { Alert, Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { TerminalScreen } from '../components/TerminalScreen';
import type { TerminalStatus } from '../connection';
import { askTicket } from '../hooks';
import '../i18n';

/** /console/instances/:instanceId/terminal: a shell in the instance's machine, in the page. */
export function TerminalPage() {
  const { t } = useTranslation('terminal');
  const instanceId = Number(useParams().instanceId);
  const [status, setStatus] = useState<TerminalStatus>({ kind: 'connecting' });
  const [name, setName] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const refused =
    status.kind === 'closed' && (status.reason === 'notRunning' || status.reason === 'needsEngine');

  const title = name ? t('titleOf', { name }) : t('title');

  return (
    <section aria-labelledby="terminal-title">
      <PageTitle title={title}>{refused ? undefined : t('hint')}</PageTitle>
      <span id="terminal-title" hidden>
        {title}
      </span>
      {refused ? (
        // The explanation is the page (an alert, read out once): no status line repeating it.
        <Alert
          type="info"
          showIcon
          title={t(`reasons.${status.reason}`)}
          description={<Link to="/console/dashboard">{t('back')}</Link>}
        />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }} wrap>
            <Link to="/console/dashboard">{t('back')}</Link>
            <output aria-live="polite">{statusText(t, status)}</output>
            {status.kind === 'closed' && (
              <Button size="small" type="primary" onClick={() => setGeneration((value) => value + 1)}>
                {t('reconnect')}
              </Button>
            )}
          </Space>
          <TerminalScreen
            label={t('screen', { name: name ?? `#${instanceId}` })}
            generation={generation}
            ticket={() => askTicket(instanceId)}
            onStatus={setStatus}
            onTicket={(ticket) => setName(ticket.InstanceName)}
          />
        </>
      )}
    </section>
  );
}

function statusText(t: TFunction<'terminal'>, status: TerminalStatus) {
  switch (status.kind) {
    case 'connecting':
      return t('states.connecting');
    case 'connected':
      return t('states.connected');
    case 'retrying':
      return t('states.retrying', { attempt: status.attempt, max: status.max });
    case 'closed':
      return `${t('states.closed')}: ${
        status.reason === 'refused'
          ? t('reasons.refused', { reason: status.detail ?? '' })
          : t(`reasons.${status.reason}`)
      }`;
  }
}
