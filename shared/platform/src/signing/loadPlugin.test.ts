import { loadPlugin } from './loadPlugin';

type PageWithPlugin = Window & { cadesplugin?: unknown };

describe('loading the plug-in script', () => {
  afterEach(() => {
    delete (window as PageWithPlugin).cadesplugin;
    document.head.innerHTML = '';
  });

  it('adds the script once and uses the cadesplugin it defines', async () => {
    const plugin = Object.assign(Promise.resolve(), { CreateObjectAsync: jest.fn() });
    const loading = loadPlugin({ scriptUrl: '/cadesplugin_api.js', timeoutMs: 1000 });
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('/cadesplugin_api.js');
    (window as PageWithPlugin).cadesplugin = plugin;
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ plugin });
  });

  it('says «Плагин недоступен» when the script does not load, and tries again next time', async () => {
    const loading = loadPlugin({ scriptUrl: '/missing.js', timeoutMs: 1000 });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Плагин недоступен');
    expect(document.head.querySelector('script')).toBeNull();
    void loadPlugin({ scriptUrl: '/missing.js', timeoutMs: 10 }).catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says «Плагин недоступен» when the script defines no plug-in object', async () => {
    const loading = loadPlugin({ scriptUrl: '/empty.js', timeoutMs: 1000 });
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Плагин недоступен');
  });
});
