import type { Reservation } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Reservation['State'], string> = {
  requested: 'gold',
  confirmed: 'blue',
  delivered: 'green',
  cancelled: 'default',
};

/** A reservation's state, and who cancelled it when it is cancelled. */
export function ReservationStateTag({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <Tag color={COLORS[reservation.State]}>{t(`states.${reservation.State}`)}</Tag>
      {reservation.CancelledBy !== 'none' && (
        <div>
          <small>{t(`cancelledBy.${reservation.CancelledBy}`)}</small>
          {reservation.Reason && <small>: {reservation.Reason}</small>}
        </div>
      )}
    </>
  );
}
