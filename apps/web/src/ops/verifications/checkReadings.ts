import type { VerificationCheck } from '@gpucloud/contracts';

export type Reading =
  | { key: 'side'; side: 'front' | 'back' }
  | { key: 'validity'; from: string; to: string; longTerm: boolean }
  | { key: 'name' | 'idNumber' | 'company' | 'registration' | 'legalPerson'; value: string };

/**
 * What a check read, in reading order, leaving out what it did not read: an ID card front has a
 * name and number, its back a validity, a licence a company.
 */
export function checkReadings(result: VerificationCheck['result']): Reading[] {
  const readings: Reading[] = [];
  if (result.side) readings.push({ key: 'side', side: result.side });
  const texts = [
    ['name', result.name],
    ['idNumber', result.id_number],
    ['company', result.company_name],
    ['registration', result.registration_number],
    ['legalPerson', result.legal_person],
  ] as const;
  for (const [key, value] of texts) if (value) readings.push({ key, value });
  if (result.valid_from || result.valid_to)
    readings.push({
      key: 'validity',
      from: result.valid_from,
      to: result.valid_to,
      longTerm: result.valid_to === 'long-term',
    });
  return readings;
}
