import { describe, expect, it } from 'vitest';
import { partnerStage } from './partnerStage';

describe('partnerStage', () => {
  it('follows the application', () => {
    expect(partnerStage({ status: 'none', verified: true })).toBe('apply');
    expect(partnerStage({ status: 'applied', verified: true })).toBe('applied');
    expect(partnerStage({ status: 'refused', verified: true })).toBe('refused');
    expect(partnerStage({ status: 'approved', verified: true })).toBe('approved');
  });

  it('asks for verification first of someone who never applied', () => {
    expect(partnerStage({ status: 'none', verified: false })).toBe('verify');
  });

  it('still shows a refusal to someone whose verification lapsed since', () => {
    expect(partnerStage({ status: 'refused', verified: false })).toBe('refused');
  });
});
