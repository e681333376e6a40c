import { type FleetHost, HOST_STATUSES, type HostStatus } from '@gpucloud/contracts';
import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import styles from './FleetPage.module.css';
import { useSetHostStatus } from './hooks';
import { statusConsequence } from './hostStatusChange';

/** Online, maintenance or offline, with what happens to the instances on the host said first. */
export function HostStatusDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const toast = useToast();
  const setStatus = useSetHostStatus();
  const [next, setNext] = useState<HostStatus>(host.Status === 'online' ? 'maintenance' : 'online');
  const consequence = statusConsequence(host, next);
  const name = host.Name;

  const submit = () =>
    setStatus.mutate(
      { host_id: host.Id, status: next },
      {
        onSuccess: (answer) => {
          const status = t(`statuses.${answer.Status}`);
          toast.success(
            answer.NotifiedOwners > 0
              ? t('hosts.status.notified', { name, status, count: answer.NotifiedOwners })
              : t('hosts.status.done', { name, status }),
          );
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('hosts.status.title', { name })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('hosts.status.submit')}
      okButtonProps={{
        loading: setStatus.isPending,
        disabled: !consequence.allowed,
        danger: next !== 'online',
      }}
      onOk={submit}
      destroyOnHidden
    >
      <p>{t('hosts.status.current', { status: t(`statuses.${host.Status}`) })}</p>
      <Form layout="vertical">
        <Form.Item label={t('hosts.status.label')}>
          <Radio.Group
            value={next}
            onChange={(event) => setNext(event.target.value as HostStatus)}
            options={HOST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </Form.Item>
      </Form>
      <Alert
        className={styles.consequence}
        type={consequence.allowed ? 'info' : 'warning'}
        showIcon
        title={
          'instances' in consequence
            ? t(`hosts.status.${consequence.text}`, { count: consequence.instances })
            : t(`hosts.status.${consequence.text}`)
        }
      />
    </Modal>
  );
}
