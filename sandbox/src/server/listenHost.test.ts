/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { optionsFromEnv } from '../config/optionsFromEnv';
import { resolveOptions } from '../config/sandboxOptions';
import { listen } from './listen';

describe('where the sandbox listens', () => {
  it('is loopback unless told otherwise: its test controls and demo users stay off the network', () => {
    expect(resolveOptions({}).listenHost).toBe('127.0.0.1');
    expect(resolveOptions(optionsFromEnv({})).listenHost).toBe('127.0.0.1');
    expect(resolveOptions(optionsFromEnv({ SANDBOX_LISTEN_HOST: '0.0.0.0' })).listenHost).toBe('0.0.0.0');
  });

  it('binds each port to that address only', async () => {
    const listener = await listen(0, 'test', '127.0.0.1');
    try {
      expect((listener.server.address() as AddressInfo).address).toBe('127.0.0.1');
      const answer = await fetch(`http://127.0.0.1:${listener.port}/`);
      expect(answer.status).toBe(503);
    } finally {
      await listener.close();
    }
  });
});
