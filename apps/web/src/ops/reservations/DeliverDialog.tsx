import type { OpsReservationRow } from '@gpucloud/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { useToast } from '../../shared/ui/toast';
import { useImages } from '../fleet/hooks';
import { useDeliverReservation, useFreeHosts } from './hooks';

/** Staff choose a free host of the configuration and an image; the system rents it to the customer. */
export function DeliverDialog({ row, onClose }: { row: OpsReservationRow; onClose: () => void }) {
  const { t } = useTranslation('opsReservations');
  const toast = useToast();
  const hosts = useFreeHosts(row.Id);
  const images = useImages();
  const deliver = useDeliverReservation();
  const [hostId, setHostId] = useState<number | undefined>();
  const [imageId, setImageId] = useState<number | undefined>();
  const hostOptions = (hosts.data?.list ?? []).map((host) => ({ value: host.HostId, label: host.Name }));
  const imageOptions = (images.data ?? [])
    .filter((image) => image.Enabled)
    .map((image) => ({ value: image.Id, label: image.Label }));
  const chosenHost = hostId ?? hostOptions[0]?.value;
  const chosenImage = imageId ?? imageOptions[0]?.value;

  const submit = () => {
    if (chosenHost === undefined || chosenImage === undefined) return;
    deliver.mutate(
      { reservation_id: row.Id, host_id: chosenHost, image_id: chosenImage },
      {
        onSuccess: (answer) => {
          toast.success(t('deliver.done', { id: row.Id, name: answer.InstanceName }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('deliver.title', { id: row.Id })}
      okText={t('deliver.submit')}
      cancelText={t('deliver.cancel')}
      okButtonProps={{
        disabled: chosenHost === undefined || chosenImage === undefined,
        loading: deliver.isPending,
      }}
      onOk={submit}
      onCancel={onClose}
    >
      <p>{t('deliver.body', { phone: row.UserPhone, count: row.Days, amount: formatMoney(row.Deposit) })}</p>
      <Form layout="vertical">
        <Form.Item label={t('deliver.host')} htmlFor="deliver-host">
          <Select
            id="deliver-host"
            options={hostOptions}
            value={chosenHost}
            onChange={setHostId}
            loading={hosts.isFetching}
          />
        </Form.Item>
        <Form.Item label={t('deliver.image')} htmlFor="deliver-image">
          <Select
            id="deliver-image"
            options={imageOptions}
            value={chosenImage}
            onChange={setImageId}
            loading={images.isFetching}
          />
        </Form.Item>
      </Form>
      {hosts.data && hostOptions.length === 0 && (
        <Alert type="warning" showIcon title={t('deliver.noHost')} />
      )}
      {deliver.error && <Alert type="error" showIcon title={deliver.error.message} />}
    </Modal>
  );
}
