import path from 'node:path';
import { cabinetDeclaration } from './cabinetDeclaration';

const repo = path.resolve(__dirname, '..', '..', '..');
const lkd = path.join(repo, 'remote-lkd');
const declared = (changes: Record<string, unknown> = {}, landing: Record<string, unknown> = {}) => ({
  name: 'Кабинет дебитора',
  home: '/lkd/critical',
  landing: { path: '/lkd/supplies', module: '../shared/features/src/registries/screens/RegistriesPage.tsx', calls: [{ method: 'GET', path: 'lkd/events/new' }], ...landing },
  ...changes,
});

describe("a remote's declaration of its cabinet (package.json portal.cabinet)", () => {
  it('gives the facts the manifest carries, the landing module and its calls', () => {
    expect(cabinetDeclaration('remote-lkd', lkd, 'LKD', declared())).toEqual({
      facts: { name: 'Кабинет дебитора', home: '/lkd/critical', landing: '/lkd/supplies' },
      landingModule: path.join(repo, 'shared/features/src/registries/screens/RegistriesPage.tsx'),
      calls: [{ method: 'GET', path: 'lkd/events/new' }],
    });
  });

  it.each([
    ['no declaration', undefined, 'portal.cabinet is missing'],
    ['a home outside the cabinet', declared({ home: '/lkk/main' }), 'home and landing.path under /lkd'],
    ['no name', declared({ name: '' }), 'needs a name'],
    ['a landing module that does not exist', declared({}, { module: 'src/pages/Nowhere.tsx' }), 'landing.module src/pages/Nowhere.tsx does not exist'],
    ['calls that are not a list', declared({}, { calls: { method: 'GET' } }), 'landing.calls must be a list'],
    ['a write among the calls', declared({}, { calls: [{ method: 'POST', path: 'v2/user/changeEmail' }] }), 'calls the host does not make early'],
  ])('stops the build on %s, saying why', (_, declaration, why) => {
    expect(() => cabinetDeclaration('remote-lkd', lkd, 'LKD', declaration)).toThrow(why);
  });
});
