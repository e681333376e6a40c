import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { type DiskList, type DiskRow, useAttachDisk } from '../hooks';
import { attachChoices } from '../storageRules';

const INSTANCE_FIELD = 'attach-instance';

/** Attach a disk to one of the caller's stopped instances of its region, from the list answer. */
export function AttachDiskDialog({
  disk,
  list,
  regionLabel,
  onClose,
}: {
  disk: DiskRow;
  list: DiskList;
  regionLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('disks');
  const toast = useToast();
  const attach = useAttachDisk();
  const choices = attachChoices(disk.RegionId, list.Attachable, list.PerInstance);
  const [instanceId, setInstanceId] = useState<number | undefined>(
    choices.find((choice) => !choice.full)?.id,
  );

  const submit = () => {
    const chosen = choices.find((choice) => choice.id === instanceId);
    if (!chosen) return;
    attach.mutate(
      { disk_id: disk.Id, instance_id: chosen.id },
      {
        onSuccess: (answer) => {
          toast.success(t('attachDialog.done', { name: answer.Name, instance: chosen.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('attachDialog.title', { name: disk.Name })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('attachDialog.submit')}
      okButtonProps={{ disabled: instanceId === undefined, loading: attach.isPending }}
      onOk={submit}
      destroyOnHidden
    >
      {choices.length === 0 ? (
        <Alert type="info" showIcon title={t('attachDialog.none', { region: regionLabel })} />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label={t('attachDialog.instance', { region: regionLabel })} htmlFor={INSTANCE_FIELD}>
            <Select
              id={INSTANCE_FIELD}
              showSearch={{ optionFilterProp: 'label' }}
              value={instanceId}
              placeholder={t('attachDialog.placeholder')}
              onChange={setInstanceId}
              options={choices.map((choice) => ({
                value: choice.id,
                disabled: choice.full,
                label: choice.full
                  ? t('attachDialog.full', { name: choice.name, count: choice.disks })
                  : choice.disks > 0
                    ? t('attachDialog.withDisks', { name: choice.name, count: choice.disks })
                    : choice.name,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
