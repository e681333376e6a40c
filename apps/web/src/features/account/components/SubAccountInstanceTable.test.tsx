import type { InstanceRow } from '@gpucloud/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import '../i18n';
import { SubAccountInstanceTable } from './SubAccountInstanceTable';

function row(overrides: Partial<InstanceRow>): InstanceRow {
  return {
    InstanceId: 1,
    Name: 'gpu-1',
    Kind: 'container',
    Status: 'running',
    GpuModel: 'RTX 4090',
    GpuCount: 1,
    CpuCores: 8,
    MemoryGb: 32,
    DataDiskGb: 50,
    BandwidthMbps: 100,
    Region: 'Beijing A',
    ImageName: 'Ubuntu 22.04',
    HostId: 1,
    System: 'linux',
    Simulated: false,
    HostUnreachableSince: null,
    BillingMode: 'post_paid',
    HourlyCost: 2.5,
    ExpiresAt: null,
    NextChargeAt: null,
    ReleaseAt: null,
    HoldsGpus: true,
    Interruptible: false,
    GpuMode: 'gpu',
    NoGpuHourlyCost: null,
    StatusDetail: '',
    Note: '',
    SubAccountName: 'lab',
    CreateAt: '2026-03-01T09:00:00Z',
    ...overrides,
  };
}

describe('SubAccountInstanceTable (issue 40: the terminal of a sub-account instance)', () => {
  it('offers the terminal of a running instance only, named with it', async () => {
    await i18n.changeLanguage('en-US');
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SubAccountInstanceTable
          rows={[
            row({ InstanceId: 7, Name: 'gpu-running' }),
            row({ InstanceId: 8, Name: 'gpu-stopped', Status: 'stopped' }),
            row({ InstanceId: 9, Name: 'gpu-starting', Status: 'starting' }),
          ]}
          total={3}
          page={1}
          pageSize={10}
          loading={false}
          showOwner
          empty="none"
          onPage={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/console/instances/7/terminal"');
    expect(html).toContain('aria-label="Terminal gpu-running"');
    expect(html).not.toContain('/console/instances/8/terminal');
    expect(html).not.toContain('/console/instances/9/terminal');
  });
});
