import type { ScoreItem } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../shared/i18n/pickText';
import { POINTS_NS } from '../i18n';

/** The titled confirmation before points are spent. */
export function RedeemDialog({
  item,
  balance,
  pending,
  onConfirm,
  onCancel,
}: {
  item: ScoreItem | null;
  balance: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation(POINTS_NS);
  const name = item ? pickText(i18n.language, item.name, item.name_en).text : '';
  return (
    <Modal
      open={item !== null}
      title={t('confirmTitle', { name })}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('confirmBody', { points: item?.cost_points ?? 0, balance })}</p>
    </Modal>
  );
}
