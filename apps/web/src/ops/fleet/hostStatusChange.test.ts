import { describe, expect, it } from 'vitest';
import { statusConsequence } from './hostStatusChange';

describe('statusConsequence', () => {
  it('keeps running instances through maintenance and says how many there are', () => {
    expect(statusConsequence({ Status: 'online', ActiveInstances: 3 }, 'maintenance')).toEqual({
      text: 'maintenance',
      allowed: true,
      instances: 3,
    });
  });

  it('blocks offline while instances hold GPUs, as the server refuses it', () => {
    expect(statusConsequence({ Status: 'maintenance', ActiveInstances: 2 }, 'offline')).toEqual({
      text: 'offlineBlocked',
      allowed: false,
      instances: 2,
    });
    expect(statusConsequence({ Status: 'maintenance', ActiveInstances: 0 }, 'offline')).toEqual({
      text: 'offline',
      allowed: true,
    });
  });

  it('has nothing to send for the status the host already has', () => {
    expect(statusConsequence({ Status: 'online', ActiveInstances: 0 }, 'online')).toEqual({
      text: 'online',
      allowed: false,
    });
  });
});
