import { otherChannelRequest } from '@gpucloud/contracts';
import { VERIFY_METHODS, VERIFY_STATUSES, VERIFY_TYPES } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { VERIFICATION_KINDS } from '../kinds';
import { verificationEnUS } from './en-US';
import { verificationZhCN } from './zh-CN';

describe('verification texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(verificationZhCN).sort()).toEqual(messageKeys(verificationEnUS).sort());
    expect(interpolationsByKey(verificationZhCN)).toEqual(interpolationsByKey(verificationEnUS));
    expect(JSON.stringify(verificationZhCN)).not.toContain('""');
  });

  it('names every type, method, state, way to verify and document type in both languages', () => {
    for (const texts of [verificationEnUS, verificationZhCN]) {
      expect(Object.keys(texts.verifyTypes).sort()).toEqual(VERIFY_TYPES.map(String).sort());
      expect(Object.keys(texts.methods).sort()).toEqual([...VERIFY_METHODS].sort());
      expect(Object.keys(texts.statuses).sort()).toEqual(VERIFY_STATUSES.map(String).sort());
      expect(Object.keys(texts.select.kinds).sort()).toEqual([...VERIFICATION_KINDS].sort());
      expect(Object.keys(texts.otherChannel.documentTypes).sort()).toEqual(
        [...otherChannelRequest.shape.document_type.options].sort(),
      );
    }
  });

  it('keeps the exact names the journeys find links and buttons by', () => {
    expect(verificationEnUS.openCheckPage).toBe('Open the check page');
    expect(verificationZhCN.openCheckPage).toBe('打开核验页面');
    expect(verificationEnUS.personal.startFace).toBe('Start face check');
    expect(verificationEnUS.attemptsLimit).toBe("You have used today's attempts; try again tomorrow");
    expect(verificationEnUS.mainAccountOnly).toBe('Verification is done by the main account');
  });
});
