import { cachePolicyOf } from './cachePolicy';

describe('how long a built file may be kept', () => {
  it.each([
    ['index.html', 'revalidate'],
    ['remoteEntry.js', 'revalidate'],
    ['mf-manifest.json.br', 'revalidate'],
    ['main.js', 'revalidate'],
    ['favicon.svg', 'revalidate'],
    ['main.3ff47284.js', 'immutable'],
    ['106.98386888.js.gz', 'immutable'],
    // A first visit loads it ahead for the silent check's frame; a copy carries the policy that allows its script.
    ['silent-check-sso.html', 'hour'],
    ['silent-check-sso.html.gz', 'hour'],
    ['other.html', 'revalidate'],
  ])('%s: %s', (file, policy) => {
    expect(cachePolicyOf(`/srv/dist/${file}`)).toBe(policy);
  });
});
