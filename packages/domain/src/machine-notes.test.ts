import { describe, expect, it } from 'vitest';
import {
  engineLimitsDetail,
  machineFailureDetail,
  ownerDetail,
  parseEngineLimits,
  parseMachineFailure,
} from './machine-notes';

describe('machine notes', () => {
  it('keeps the engine words of a failure after its code, and shows the owner only the code', () => {
    const detail = machineFailureDetail('image_missing', 'No such image: pytorch:2.4');
    expect(parseMachineFailure(detail)).toEqual({
      code: 'image_missing',
      engineText: 'No such image: pytorch:2.4',
    });
    expect(ownerDetail(detail)).toBe('image_missing');
    expect(ownerDetail('created')).toBe('created');
    expect(parseMachineFailure('timeout: 12')).toBeNull();
  });

  it('reads back the limits an engine put on a machine', () => {
    const limits = { cpuCores: { effective: 2, rented: 12 }, memoryGb: { effective: 23, rented: 60 } };
    expect(engineLimitsDetail(limits)).toBe('engine_limits cpu=2/12 memory=23/60');
    expect(parseEngineLimits(engineLimitsDetail(limits))).toEqual(limits);
    expect(parseEngineLimits('created')).toBeNull();
  });
});
