import { isUnsupportedRuntimeNotice, loadOidcProvider } from './loadOidcProvider';

describe("the provider's runtime notice", () => {
  it('is recognised plain and in a terminal colour, and nothing else is', () => {
    expect(isUnsupportedRuntimeNotice(['oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.'])).toBe(true);
    expect(isUnsupportedRuntimeNotice(['\x1b[31;1moidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.\x1b[0m'])).toBe(true);
    expect(isUnsupportedRuntimeNotice(['oidc-provider WARNING: already parsed request body detected'])).toBe(false);
    expect(isUnsupportedRuntimeNotice(['oidc-provider WARNING: Unsupported runtime.', 'and more'])).toBe(false);
    expect(isUnsupportedRuntimeNotice([new Error('oidc-provider WARNING: Unsupported runtime.')])).toBe(false);
  });

  it('is left out while the provider loads; every other warning goes through, and console.warn is given back', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stub = console.warn;
    class FakeProvider {}
    const loaded = await loadOidcProvider(async () => {
      console.warn('oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.');
      console.warn('oidc-provider WARNING: something about the configuration');
      return { default: FakeProvider as never };
    });
    expect(loaded).toBe(FakeProvider);
    expect(warned.mock.calls).toEqual([['oidc-provider WARNING: something about the configuration']]);
    expect(console.warn).toBe(stub);
    warned.mockRestore();
  });

  it('loads the real provider on this machine without a word', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Provider = await loadOidcProvider();
    expect(typeof Provider).toBe('function');
    // Node 20 makes the provider print its notice as its module is evaluated (here, the first time in this file).
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });
});
