import type { VerificationCheck } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import styles from './Verification.module.css';

/** What a passed reading found, masked as the server answers it. */
export function CheckFacts({ check }: { check: VerificationCheck }) {
  const { t } = useTranslation('verification');
  const { result } = check;
  const facts: [string, string][] =
    check.kind === 'license_ocr'
      ? [
          [t('license.companyName'), result.company_name],
          [t('license.registrationNumber'), result.registration_number],
          [t('license.legalPerson'), result.legal_person],
        ]
      : result.side === 'back'
        ? [
            [
              t('personal.validity'),
              t('personal.validityRange', {
                from: result.valid_from,
                to: result.valid_to === 'long-term' ? t('personal.longTerm') : result.valid_to,
              }),
            ],
          ]
        : [
            [t('personal.name'), result.name],
            [t('personal.idNumber'), result.id_number],
          ];
  return (
    <dl className={styles.facts} aria-label={t('upload.passed')}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
