import { remoteManifestUrl } from './remoteManifestUrl';

describe('remoteManifestUrl: the address of a cabinet’s manifest as /remotes.json names it', () => {
  it('keeps an absolute address (a cabinet on its own origin)', () => {
    expect(remoteManifestUrl('https://lkk.cabinets.portal.example.ru/mf-manifest.json', 'https://portal.example.ru')).toBe('https://lkk.cabinets.portal.example.ru/mf-manifest.json');
  });

  it('reads a relative address as this site’s', () => {
    expect(remoteManifestUrl('/cabinets/lkk/2.4.1/mf-manifest.json', 'https://portal.example.ru')).toBe('https://portal.example.ru/cabinets/lkk/2.4.1/mf-manifest.json');
  });

  it('takes the page’s origin by default', () => {
    expect(remoteManifestUrl('/lkk/mf-manifest.json')).toBe(`${window.location.origin}/lkk/mf-manifest.json`);
  });
});
