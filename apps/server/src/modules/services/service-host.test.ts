import { describe, expect, it } from 'vitest';
import { parseServiceHost, serviceOrigin } from './service-host';

describe('service hosts', () => {
  it('reads the instance and port of a service origin, any case, with or without a port', () => {
    expect(parseServiceHost('rtx4090-1a2b3c4d-8888.localhost:8430', 'localhost')).toEqual({
      instanceName: 'rtx4090-1a2b3c4d',
      port: 8888,
    });
    expect(parseServiceHost('RTX4090-1A2B3C4D-6006.Services.Example.com', 'services.example.com')).toEqual({
      instanceName: 'rtx4090-1a2b3c4d',
      port: 6006,
    });
  });

  it('leaves the console and everything else to Fastify', () => {
    for (const host of [
      undefined,
      '',
      'localhost:8430',
      '127.0.0.1:8430',
      'console.example.com',
      'services.example.com',
      'a.b-8888.services.example.com',
      'name-8888.localhost.evil.com',
      'name-0.localhost',
      'name-65536.localhost',
      'name-08888.localhost',
      'name.localhost',
      '-8888.localhost',
    ])
      expect(
        parseServiceHost(host, host?.includes('example') ? 'services.example.com' : 'localhost'),
      ).toBeNull();
  });

  it('composes the origin with the public scheme and port', () => {
    const target = { instanceName: 'rtx4090-ab', port: 8888 };
    expect(serviceOrigin({ domain: 'localhost', scheme: 'http', publicPort: 8430 }, target)).toBe(
      'http://rtx4090-ab-8888.localhost:8430',
    );
    expect(serviceOrigin({ domain: 'svc.example.com', scheme: 'https', publicPort: null }, target)).toBe(
      'https://rtx4090-ab-8888.svc.example.com',
    );
  });
});
