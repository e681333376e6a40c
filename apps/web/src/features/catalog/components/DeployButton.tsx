import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { deployPath } from '../catalogText';
import { useDeployTarget } from '../hooks';

/**
 * "Deploy": the host the server chooses from the live store, opened on the order page with the
 * model's image; when no host can hold the model now, the button is off and says why.
 */
export function DeployButton({ modelId }: { modelId: number }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const target = useDeployTarget(modelId);
  const hostId = target.data?.HostId ?? null;

  if (target.isError)
    return (
      <LoadFailedAlert
        title={t('model.targetFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => target.refetch()}
      />
    );
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        loading={target.isPending}
        disabled={!target.isPending && hostId === null}
        aria-describedby="deploy-hint"
        onClick={() => {
          if (target.data && hostId !== null)
            void navigate(deployPath({ ...target.data, HostId: hostId }, target.data.TemplateId));
        }}
      >
        {t('model.deploy')}
      </Button>
      <p id="deploy-hint" role="status">
        {target.isPending
          ? t('model.checking')
          : target.data && target.data.HostId !== null
            ? t('model.deployHint', { model: target.data.GpuModel ?? '', count: target.data.GpuCount })
            : t('model.noneFree')}
      </p>
    </>
  );
}
