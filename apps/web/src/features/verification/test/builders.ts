import type { VerificationCheck, VerificationRecord } from '@gpucloud/contracts';

/** A personal record that passed, as the list answers it; tests change what they look at. */
export function buildRecord(overrides: Partial<VerificationRecord> = {}): VerificationRecord {
  return {
    id: 1,
    verify_type: 0,
    method: 'id_card_face',
    status: 1,
    reason: '',
    name: '张*',
    id_number: '1101**********1234',
    bank_card: '',
    school: '',
    created_at: '2025-03-01T08:00:00Z',
    decided_at: '2025-03-01T08:00:05Z',
    expires_at: null,
    url: null,
    transfer: null,
    files: [],
    ...overrides,
  };
}

/** A pending ID card reading of the front side. */
export function buildCheck(overrides: Partial<VerificationCheck> = {}): VerificationCheck {
  return {
    id: 10,
    kind: 'id_card_ocr',
    status: 'pending',
    reason: '',
    url: 'https://sandbox.example/checks/10',
    created_at: '2025-03-01T08:00:00Z',
    result: {
      side: 'front',
      name: '',
      id_number: '',
      valid_from: '',
      valid_to: '',
      company_name: '',
      registration_number: '',
      legal_person: '',
    },
    ...overrides,
  };
}
