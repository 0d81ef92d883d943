import { optionsFromEnv } from './optionsFromEnv';

describe('SANDBOX_TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges, comma-separated', () => {
    expect(optionsFromEnv({ SANDBOX_TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8,::1,fd00::/64' }).trustedProxies).toEqual(['172.28.0.10', '10.0.0.0/8', '::1', 'fd00::/64']);
    expect(optionsFromEnv({}).trustedProxies).toBeUndefined();
    expect(optionsFromEnv({ SANDBOX_TRUSTED_PROXIES: ' ' }).trustedProxies).toBeUndefined();
  });

  it.each(['nginx', '172.28.0.10/33', '10.0.0.0/8/1', '*', 'loopback', '172.28.0.10,', '::1/129', '10.0.0.1/x'])('stops the start on %p', (value) => {
    expect(() => optionsFromEnv({ SANDBOX_TRUSTED_PROXIES: value })).toThrow('SANDBOX_TRUSTED_PROXIES');
  });
});
