import { instancesRoutes as endpoints, type MigrationTarget } from '@gpucloud/contracts';
import { Alert, Button, Card, Col, InputNumber, Radio, Row, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useAvailableGpus, useInstanceById, useInstanceCall, useMigrationTargets } from '../hooks';

const CONSOLE = '/console/dashboard';

/**
 * The three ways on when a host lacks GPUs: start with fewer, move to another host, or wait. A
 * suspended instance resumes (with fewer GPUs) on its own host: it is not moved.
 */
export function RestartChoices({ id }: { id: number }) {
  const { t, i18n } = useTranslation('instances');
  const toast = useToast();
  const navigate = useNavigate();
  const countId = useId();
  const found = useInstanceById(id);
  const name = found.data?.Name ?? t('restart.instance', { id });
  const available = useAvailableGpus(id, true);
  const targets = useMigrationTargets(id, true);
  const [count, setCount] = useState<number | null>(null);
  const [hostId, setHostId] = useState<number | null>(null);
  const suspended = found.data?.Status === 'suspended';
  const startCall = useInstanceCall(endpoints.startFromShutdown);
  const resumeCall = useInstanceCall(endpoints.resume);
  const start = suspended ? resumeCall : startCall;
  const migrate = useInstanceCall(endpoints.migrate);

  if (available.isPending) return <Spin aria-label={t('common.loading')} />;
  if (available.isError) return <Alert type="warning" showIcon title={available.error.message} />;

  const { GpuCount, HostFree } = available.data;
  const most = Math.min(HostFree, GpuCount);
  const chosen = count ?? most;
  const region = (target: MigrationTarget) =>
    i18n.language.startsWith('zh') ? target.RegionName : target.RegionNameEn;

  return (
    <>
      <p>{t('restart.intro')}</p>
      <p>
        <strong>{name}</strong> · {t('restart.rented')}: {GpuCount} · {t('restart.free')}: {HostFree}
      </p>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('restart.fewerTitle')}</h2>}
            style={{ height: '100%' }}
          >
            <p>{t('restart.fewerBody')}</p>
            {most < 1 ? (
              <Alert type="info" title={t('restart.fewerNone')} />
            ) : (
              <>
                <label htmlFor={countId} style={{ display: 'block', marginBottom: 4 }}>
                  {t('restart.fewerCount')}
                </label>
                <InputNumber
                  id={countId}
                  min={1}
                  max={most}
                  precision={0}
                  value={chosen}
                  onChange={setCount}
                />
                <Button
                  type="primary"
                  style={{ display: 'block', marginTop: 12 }}
                  loading={start.isPending}
                  onClick={() =>
                    start.mutate(
                      { instance_id: id, gpu_count: chosen },
                      {
                        onSuccess: () => {
                          toast.success(t('restart.started', { name }));
                          void navigate(CONSOLE);
                        },
                      },
                    )
                  }
                >
                  {t(suspended ? 'restart.fewerResume' : 'restart.fewerStart')}
                </Button>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('restart.migrateTitle')}</h2>}
            style={{ height: '100%' }}
          >
            <p>{t('restart.migrateBody')}</p>
            {suspended ? (
              <Alert type="info" title={t('restart.migrateSuspended')} />
            ) : targets.isPending ? (
              <Spin aria-label={t('common.loading')} />
            ) : !targets.data || targets.data.length === 0 ? (
              <Alert type="info" title={t('restart.migrateNone')} />
            ) : (
              <>
                <Radio.Group
                  aria-label={t('restart.migrateTarget')}
                  value={hostId}
                  onChange={(event) => setHostId(event.target.value as number)}
                  style={{ display: 'grid', gap: 6 }}
                  options={targets.data.map((target) => ({
                    value: target.HostId,
                    label: t('restart.migrateOption', {
                      host: target.HostName,
                      region: region(target),
                      free: target.GpuFree,
                      price: formatMoney(target.PricePerGpuHour),
                    }),
                  }))}
                />
                <Button
                  type="primary"
                  style={{ display: 'block', marginTop: 12 }}
                  disabled={hostId === null}
                  loading={migrate.isPending}
                  onClick={() =>
                    hostId !== null &&
                    migrate.mutate(
                      { instance_id: id, host_id: hostId },
                      {
                        onSuccess: () => {
                          toast.success(t('restart.migrated', { name }));
                          void navigate(CONSOLE);
                        },
                      },
                    )
                  }
                >
                  {t('restart.migrate')}
                </Button>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('restart.waitTitle')}</h2>}
            style={{ height: '100%' }}
          >
            <p>{t('restart.waitBody')}</p>
            <Link to={CONSOLE}>{t('restart.back')}</Link>
          </Card>
        </Col>
      </Row>
    </>
  );
}
