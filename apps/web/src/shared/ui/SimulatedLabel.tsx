import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from './Pill';

/**
 * "Simulated" beside a machine the server says is a simulation (an instance's or an offer's
 * `Simulated`), so nobody mistakes it for a real one, as the sandbox ribbon does for payments. The
 * explanation is its tooltip and its accessible description. Nothing when the machine is real.
 */
export function SimulatedLabel({ simulated }: { simulated: boolean }) {
  const { t } = useTranslation();
  const explanationId = useId();
  if (!simulated) return null;
  const explanation = t('common.simulated.explanation');
  return (
    <>
      <span role="note" title={explanation} aria-describedby={explanationId}>
        <Pill tone="orange">{t('common.simulated.label')}</Pill>
      </span>
      <span id={explanationId} hidden>
        {explanation}
      </span>
    </>
  );
}
