import { describe, expect, it } from 'vitest';
import { hasAccess, installBlock, isPluginBusy, needsPolling, openAddress } from './pluginRules';

describe('plugin rules', () => {
  it('installs on a running Linux instance only, Windows named first', () => {
    expect(installBlock({ Status: 'running', System: 'linux' })).toBeNull();
    expect(installBlock({ Status: 'stopped', System: 'linux' })).toBe('notRunning');
    expect(installBlock({ Status: 'starting', System: 'linux' })).toBe('notRunning');
    expect(installBlock({ Status: 'released', System: 'linux' })).toBe('notRunning');
    expect(installBlock({ Status: 'running', System: 'windows' })).toBe('notLinux');
    expect(installBlock({ Status: 'stopped', System: 'windows' })).toBe('notLinux');
  });

  it('polls while a plugin is busy or the instance is moving, and not otherwise', () => {
    expect(isPluginBusy('installing')).toBe(true);
    expect(isPluginBusy('removing')).toBe(true);
    expect(isPluginBusy('installed')).toBe(false);
    expect(needsPolling('running', [{ State: 'installed' }, { State: 'none' }])).toBe(false);
    expect(needsPolling('running', [{ State: 'installing' }])).toBe(true);
    expect(needsPolling('starting', [{ State: 'none' }])).toBe(true);
    expect(needsPolling('stopped', [{ State: 'failed' }])).toBe(false);
  });

  it('shows access while an address and a token are known', () => {
    expect(hasAccess({ Url: 'http://h/p', Token: 'abc' })).toBe(true);
    expect(hasAccess({ Url: '', Token: '' })).toBe(false);
  });

  it('opens the address with its token in the query, keeping a query and a hash', () => {
    expect(openAddress('http://127.0.0.1:8181/sandbox/compute/plugins/m1/jupyterlab', 'ab12')).toBe(
      'http://127.0.0.1:8181/sandbox/compute/plugins/m1/jupyterlab?token=ab12',
    );
    expect(openAddress('https://h/lab?x=1#tree', 'a b&c')).toBe('https://h/lab?x=1&token=a%20b%26c#tree');
  });
});
