import type { InstanceRow } from '@gpucloud/contracts';
import { canDo, INSTANCE_STATES } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  instanceListPollMs,
  isTransitional,
  lacksFreeGpus,
  pluginsPath,
  RUNNING_POLL_MS,
  renewRoutes,
  TRANSITIONAL_POLL_MS,
} from './rules';
import { buildInstance } from './testBuilders';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('allowedActions', () => {
  it('offers SSH, stop and restart only while running; start only when stopped or expired', () => {
    const running = allowedActions(buildInstance({ Status: 'running' }), NOW);
    expect(running).toEqual(expect.arrayContaining(['access', 'stop', 'restart']));
    expect(running).not.toContain('start');
    for (const status of ['stopped', 'expired'] as const) {
      const actions = allowedActions(buildInstance({ Status: status }), NOW);
      expect(actions).toContain('start');
      expect(actions).not.toContain('access');
      expect(actions).not.toContain('stop');
    }
  });

  it('offers only the logs while an instance is between states or released', () => {
    for (const status of [
      'creating',
      'stopping',
      'starting',
      'restarting',
      'reinitializing',
      'released',
    ] as const) {
      expect(allowedActions(buildInstance({ Status: status }), NOW)).toEqual(['logs']);
    }
  });

  it('offers release (and the logs) for a failed instance', () => {
    expect(allowedActions(buildInstance({ Status: 'failed' }), NOW)).toEqual(['release', 'logs']);
  });

  it('offers stop-with-refund and a switch to pay-as-you-go only within a prepaid period', () => {
    const inPeriod = buildInstance({ BillingMode: 'daily', ExpiresAt: '2026-03-02T10:00:00Z' });
    expect(allowedActions(inPeriod, NOW)).toEqual(expect.arrayContaining(['stopWithRefund', 'changeMode']));
    const ended = { ...inPeriod, ExpiresAt: '2026-03-01T09:00:00Z' };
    expect(allowedActions(ended, NOW)).not.toContain('stopWithRefund');
    expect(allowedActions(ended, NOW)).not.toContain('changeMode');
    expect(allowedActions(buildInstance(), NOW)).toContain('changeMode');
  });

  it('offers renew and stop-with-refund only for prepaid instances', () => {
    const postPaid = allowedActions(buildInstance(), NOW);
    expect(postPaid).not.toContain('renew');
    expect(postPaid).not.toContain('stopWithRefund');
    const prepaid = allowedActions(
      buildInstance({ BillingMode: 'hourly', ExpiresAt: '2026-03-01T12:00:00Z' }),
      NOW,
    );
    expect(prepaid).toEqual(expect.arrayContaining(['renew', 'stopWithRefund']));
  });

  it('offers the RDP file only for Windows, password and screenshot only for cloud hosts', () => {
    expect(allowedActions(buildInstance({ System: 'windows' }), NOW)).toContain('rdp');
    expect(allowedActions(buildInstance(), NOW)).not.toContain('rdp');
    const container = allowedActions(buildInstance({ Kind: 'container' }), NOW);
    expect(container).not.toContain('password');
    expect(container).not.toContain('screenshot');
  });

  it('does not offer release while a prepaid period is still running', () => {
    const inPeriod = buildInstance({
      Status: 'stopped',
      BillingMode: 'daily',
      ExpiresAt: '2026-03-02T10:00:00Z',
    });
    expect(allowedActions(inPeriod, NOW)).not.toContain('release');
    const ended = { ...inPeriod, ExpiresAt: '2026-03-01T09:59:00Z' };
    expect(allowedActions(ended, NOW)).toContain('release');
    expect(allowedActions(buildInstance({ Status: 'stopped' }), NOW)).toContain('release');
  });

  it('offers release once less than an hour of the period is left, as after stop with refund', () => {
    const refunded = buildInstance({
      Status: 'stopped',
      BillingMode: 'daily',
      ExpiresAt: '2026-03-01T10:40:00Z',
    });
    expect(allowedActions(refunded, NOW)).toContain('release');
    const wholeHourLeft = { ...refunded, ExpiresAt: '2026-03-01T11:00:00Z' };
    expect(allowedActions(wholeHourLeft, NOW)).not.toContain('release');
  });
});

describe('allowedActions: resize, disks, bandwidth, suspend and the rest of issue 17', () => {
  const stopped = (overrides: Partial<InstanceRow> = {}) =>
    buildInstance({ Status: 'stopped', ...overrides });

  it('resizes a stopped cloud host or container, a running container, never bare metal', () => {
    expect(allowedActions(stopped(), NOW)).toContain('resize');
    expect(allowedActions(stopped({ Kind: 'container' }), NOW)).toContain('resize');
    expect(allowedActions(buildInstance({ Kind: 'container' }), NOW)).toContain('resize');
    // A running virtual machine changes only its disk and bandwidth: it is stopped to be resized.
    expect(allowedActions(buildInstance(), NOW)).not.toContain('resize');
    for (const Status of ['running', 'stopped'] as const) {
      expect(allowedActions(buildInstance({ Kind: 'bare_metal', Status }), NOW)).not.toContain('resize');
    }
  });

  it('adds a disk to a running or stopped cloud host or container, to bare metal only while stopped', () => {
    expect(allowedActions(buildInstance(), NOW)).toContain('addDisk');
    expect(allowedActions(buildInstance({ Kind: 'container' }), NOW)).toContain('addDisk');
    expect(allowedActions(stopped(), NOW)).toContain('addDisk');
    expect(allowedActions(buildInstance({ Kind: 'bare_metal' }), NOW)).not.toContain('addDisk');
    expect(allowedActions(stopped({ Kind: 'bare_metal' }), NOW)).toContain('addDisk');
  });

  it('changes the bandwidth of every kind, running or stopped, and not between states', () => {
    for (const Kind of ['kvm', 'container', 'bare_metal'] as const) {
      expect(allowedActions(buildInstance({ Kind }), NOW)).toContain('bandwidth');
      expect(allowedActions(stopped({ Kind }), NOW)).toContain('bandwidth');
    }
    expect(allowedActions(buildInstance({ Status: 'expired' }), NOW)).not.toContain('bandwidth');
  });

  it('suspends only a stopped pay-as-you-go cloud host or container', () => {
    expect(allowedActions(stopped(), NOW)).toContain('suspend');
    expect(allowedActions(stopped({ Kind: 'container' }), NOW)).toContain('suspend');
    expect(allowedActions(buildInstance(), NOW)).not.toContain('suspend');
    expect(allowedActions(stopped({ Kind: 'bare_metal' }), NOW)).not.toContain('suspend');
    const prepaid = stopped({ BillingMode: 'daily', ExpiresAt: '2026-03-02T10:00:00Z' });
    expect(allowedActions(prepaid, NOW)).not.toContain('suspend');
  });

  it('offers a suspended instance only resume, release and its logs', () => {
    expect(allowedActions(buildInstance({ Status: 'suspended', HoldsGpus: false }), NOW)).toEqual([
      'resume',
      'release',
      'logs',
    ]);
    expect(allowedActions(stopped(), NOW)).not.toContain('resume');
  });

  it('saves only a stopped instance as an image', () => {
    expect(allowedActions(stopped(), NOW)).toContain('saveImage');
    expect(allowedActions(buildInstance(), NOW)).not.toContain('saveImage');
  });

  it('opens the plugins of a running Linux instance only', () => {
    expect(allowedActions(buildInstance(), NOW)).toContain('plugins');
    expect(allowedActions(buildInstance({ System: 'windows' }), NOW)).not.toContain('plugins');
    expect(allowedActions(stopped(), NOW)).not.toContain('plugins');
  });
});

describe('allowedActions and the domain lifecycle', () => {
  const variants: Partial<InstanceRow>[] = [
    {},
    { BillingMode: 'daily', ExpiresAt: '2026-03-02T10:00:00Z' },
    { BillingMode: 'daily', ExpiresAt: '2026-03-01T09:00:00Z' },
    { Kind: 'container', System: 'windows', HoldsGpus: false },
    { Kind: 'bare_metal' },
  ];

  it('never offers a button the lifecycle refuses in that state', () => {
    for (const Status of INSTANCE_STATES) {
      for (const variant of variants) {
        for (const action of allowedActions(buildInstance({ ...variant, Status }), NOW)) {
          const allowed = canDo(Status, action) || (action === 'start' && canDo(Status, 'startKept'));
          expect(allowed, `${Status} offers ${action}`).toBe(true);
        }
      }
    }
  });

  it('offers no renewal while a prepaid instance is between states, though the server would take one', () => {
    const prepaid = { BillingMode: 'daily', ExpiresAt: '2026-03-02T10:00:00Z' } as const;
    expect(canDo('starting', 'renew')).toBe(true);
    expect(allowedActions(buildInstance({ ...prepaid, Status: 'starting' }), NOW)).toEqual(['logs']);
  });

  it('offers release for a failed prepaid instance even within its period (only a stopped one is refunded first)', () => {
    const failed = buildInstance({
      Status: 'failed',
      BillingMode: 'daily',
      ExpiresAt: '2026-03-02T10:00:00Z',
    });
    expect(allowedActions(failed, NOW)).toEqual(['release', 'logs']);
  });

  it('offers reinstalling a stopped instance only while it holds its GPUs', () => {
    expect(allowedActions(buildInstance({ Status: 'stopped' }), NOW)).toContain('reinit');
    expect(allowedActions(buildInstance({ Status: 'stopped', HoldsGpus: false }), NOW)).not.toContain(
      'reinit',
    );
  });
});

describe('small rules', () => {
  it('knows the transitional states', () => {
    expect(isTransitional('starting')).toBe(true);
    expect(isTransitional('running')).toBe(false);
    expect(isTransitional('stopped')).toBe(false);
  });

  it('asks for the list again often between states, each minute while one runs, else not', () => {
    expect(instanceListPollMs([{ Status: 'running' }, { Status: 'stopping' }])).toBe(TRANSITIONAL_POLL_MS);
    // An auto-stop or an expiry changes a running instance without the page asking.
    expect(instanceListPollMs([{ Status: 'stopped' }, { Status: 'running' }])).toBe(RUNNING_POLL_MS);
    expect(instanceListPollMs([{ Status: 'stopped' }, { Status: 'released' }])).toBe(false);
    expect(instanceListPollMs([])).toBe(false);
  });

  it('renews containers through their own calls', () => {
    expect(renewRoutes('container').renew.path).toBe('/api/renew_container_v2');
    expect(renewRoutes('bare_metal').quote.path).toBe('/api/renew_kvm_v2_query_price');
  });

  it('links the plugins page by the instance name, escaped', () => {
    expect(pluginsPath('gpu-1')).toBe('/console/instancePlugin/gpu-1');
    expect(pluginsPath('a b/c')).toBe('/console/instancePlugin/a%20b%2Fc');
  });

  it('recognises the refusal for lack of GPUs', () => {
    expect(lacksFreeGpus('the host has no free GPUs for this instance')).toBe(true);
    expect(lacksFreeGpus('only a stopped instance can be started')).toBe(false);
  });
});
