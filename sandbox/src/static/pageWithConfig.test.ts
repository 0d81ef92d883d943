import { pageWithConfig } from './pageWithConfig';

describe('pageWithConfig', () => {
  const page = '<!doctype html><html><head><title>t</title><script defer src=/main.js></script></head><body></body></html>';

  it('puts the config as a JSON data block at the end of the head, which the page reads back', () => {
    const html = pageWithConfig(page, { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' });
    const document = new DOMParser().parseFromString(html, 'text/html');
    const block = document.getElementById('portal-config');
    expect(block?.parentElement?.tagName).toBe('HEAD');
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' });
    expect(html).toContain('<script defer src=/main.js></script><script type="application/json"');
  });

  it('keeps a value from ending the block or adding markup', () => {
    const html = pageWithConfig(page, { url: 'x</script><script>alert(1)</script>', realm: 'r', clientId: 'c' });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(JSON.parse(document.getElementById('portal-config')?.textContent ?? '').url).toBe('x</script><script>alert(1)</script>');
  });

  it('leaves a page without a head end as it is', () => {
    expect(pageWithConfig('<div id="root"></div>', { url: 'x' })).toBe('<div id="root"></div>');
  });

  it('adds the remotes file after the config when there is one', () => {
    const html = pageWithConfig(page, { url: 'x' }, { LKK: 'http://localhost:4101/mf-manifest.json' });
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(JSON.parse(document.getElementById('portal-remotes')?.textContent ?? '')).toEqual({ LKK: 'http://localhost:4101/mf-manifest.json' });
    expect(html.indexOf('portal-config')).toBeLessThan(html.indexOf('portal-remotes'));
  });
});
