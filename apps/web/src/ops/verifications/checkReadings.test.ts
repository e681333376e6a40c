import type { VerificationCheck } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { checkReadings } from './checkReadings';

function buildResult(overrides: Partial<VerificationCheck['result']> = {}): VerificationCheck['result'] {
  return {
    side: '',
    name: '',
    id_number: '',
    valid_from: '',
    valid_to: '',
    company_name: '',
    registration_number: '',
    legal_person: '',
    ...overrides,
  };
}

describe('what a check read', () => {
  it('says nothing for a check that read nothing (a face or a transfer)', () => {
    expect(checkReadings(buildResult())).toEqual([]);
  });

  it('gives the side, name and number of an ID card front', () => {
    expect(
      checkReadings(buildResult({ side: 'front', name: '张*', id_number: '1101**********1234' })),
    ).toEqual([
      { key: 'side', side: 'front' },
      { key: 'name', value: '张*' },
      { key: 'idNumber', value: '1101**********1234' },
    ]);
  });

  it('marks a long-term validity of a card back', () => {
    expect(
      checkReadings(buildResult({ side: 'back', valid_from: '2020-01-01', valid_to: 'long-term' })),
    ).toEqual([
      { key: 'side', side: 'back' },
      { key: 'validity', from: '2020-01-01', to: 'long-term', longTerm: true },
    ]);
    expect(checkReadings(buildResult({ valid_from: '2020-01-01', valid_to: '2040-01-01' }))).toEqual([
      { key: 'validity', from: '2020-01-01', to: '2040-01-01', longTerm: false },
    ]);
  });

  it('gives the company, credit code and legal person of a licence', () => {
    expect(
      checkReadings(
        buildResult({ company_name: 'ACME', registration_number: '91110000MA01234567', legal_person: '李*' }),
      ).map((reading) => reading.key),
    ).toEqual(['company', 'registration', 'legalPerson']);
  });
});
