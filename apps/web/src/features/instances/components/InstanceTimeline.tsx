import type { InstanceRow } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { useInstanceTimeline } from '../hooks';
import { TimelineList } from './TimelineList';

/** One more fact of an instance's card: what happens next and when (nothing while none applies). */
export function InstanceTimeline({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('instances');
  const timeline = useInstanceTimeline(row);
  const events = timeline.data?.Events ?? [];
  if (events.length === 0) return null;
  return (
    <div>
      <dt>{t('next.label')}</dt>
      <dd>
        <TimelineList events={events} />
      </dd>
    </div>
  );
}
