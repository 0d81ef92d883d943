import { canSign, offeredActions, offers, rowOffersDelete, sendBlockedByBalance, type RegistryControl } from './registryControls';
import { registryStateOf, registryStatusLabel } from './registryState';

const ALL: RegistryControl[] = ['edit', 'generate', 'sign', 'send', 'withdraw', 'delete'];
const none = { code: '', name: '' };
const status = (code: string, name = '') => ({ code, name });
const offered = (permissions: string[], state = none) => ALL.filter((control) => offers(control, permissions, state));

describe("editing controls follow 'change' and the state", () => {
  it.each<[string, string[], { code: string; name: string }, RegistryControl[]]>([
    // No state known: every control depends on it, so none is offered (an action there could only fail).
    ["['change'] alone, no state: nothing", ['change'], none, []],
    ["['view', 'change'], an unknown state: nothing", ['view', 'change'], status('NEW', 'Новый'), []],
    ['no permissions, no state: nothing', [], none, []],
    ["['view'], no state: the same", ['view'], none, []],
    ["a detailed list naming every control, no state: nothing", ['change', 'generate', 'sign', 'send', 'withdraw', 'delete'], none, []],
    ['[] in a draft: send only', [], status('DRAFT', 'Черновик'), ['send']],
    ['[] on check (a spec-only server): sign and withdraw', [], status('', 'На проверке'), ['sign', 'withdraw']],
    ['[] signed: send', [], status('SIGNED', 'Подписан'), ['send']],
    ['[] sent to the factor: nothing', [], status('', 'Отправлен фактору'), []],
    ["['change'] in a draft: no signing, no withdrawing", ['change'], status('DRAFT', 'Черновик'), ['edit', 'generate', 'send', 'delete']],
    ["['change'] on check (by name): sign and withdraw", ['change'], status('', 'На проверке'), ['sign', 'withdraw']],
    ["['change'] signed: send", ['change'], status('SIGNED'), ['send']],
    ["['change'] sent to the factor: nothing", ['change'], status('SENT_TO_FACTOR', 'Отправлен фактору'), []],
    ["['change'] financed (name only): nothing", ['change'], status('', 'Профинансирован'), []],
    ["['change'] rejected: delete", ['change'], status('REJECTED'), ['delete']],
    ['a detailed draft list narrows', ['view', 'change', 'delete', 'generate', 'send'], status('DRAFT'), ['edit', 'generate', 'send', 'delete']],
    ['a detailed draft list without generate', ['view', 'change', 'send'], status('DRAFT'), ['edit', 'send']],
    ['a detailed list on check signs without change', ['view', 'sign', 'withdraw'], status('ON_CHECK'), ['sign', 'withdraw']],
    ['a detailed list on check without withdraw', ['view', 'sign'], status('ON_CHECK'), ['sign']],
    ['a detailed rejected list deletes without change', ['view', 'delete'], status('REJECTED'), ['delete']],
    ['a detailed list cannot widen what the state allows', ['view', 'change', 'sign', 'generate'], status('SENT_TO_FACTOR'), []],
    ['a detailed list naming generate without change does not generate', ['generate', 'send'], status('DRAFT'), ['send']],
  ])('%s', (_case, permissions, state, expected) => {
    expect(offered(permissions, state)).toEqual(expected);
  });

  it('reads the state from the code first, then the name', () => {
    expect(registryStateOf(status('draft', 'Подписан'))).toBe('draft');
    expect(registryStateOf(status('', 'ОТКЛОНЕН'))).toBe('rejected');
    expect(registryStateOf(status('', 'ON_CHECK'))).toBe('onCheck');
    expect(registryStateOf(null)).toBe('unknown');
  });

  it('actions and signing', () => {
    expect(offeredActions(['change'], none)).toEqual([]);
    expect(offeredActions(['change'], status('ON_CHECK'))).toEqual(['withdraw']);
    expect(offeredActions(['view', 'send'], status('SIGNED'))).toEqual(['send']);
    expect(canSign(['change'], status('ON_CHECK'), 1)).toBe(true);
    expect(canSign(['change'], status('ON_CHECK'), 0)).toBe(false);
    expect(canSign(['change'], none, 1)).toBe(false);
  });

  it.each<[string[], { code: string; name: string }, boolean]>([
    [[], none, false],
    [[], status('DRAFT'), true],
    [[], status('', 'Отправлен фактору'), false],
    [['view'], status('DRAFT'), false],
    [['view', 'change'], status('', 'На проверке'), false],
    [['change'], none, false],
    [['change'], status('', 'Черновик'), true],
    [['view', 'delete'], status('REJECTED'), true],
  ])('a list row with %j in %j offers delete: %s', (permissions, state, expected) => {
    expect(rowOffersDelete(permissions, state)).toBe(expected);
  });

  it.each<['send' | 'withdraw', number | null, boolean]>([
    ['send', -0.01, true],
    ['send', 0, false],
    ['send', null, false],
    ['withdraw', -5, false],
  ])('%s with balance %s is blocked: %s', (action, balance, blocked) => {
    expect(sendBlockedByBalance(action, balance)).toBe(blocked);
  });
});

describe('registryStatusLabel: the words a registry status is shown in', () => {
  it.each([
    ['the server’s name', status('ON_CHECK', 'На проверке у фактора'), 'На проверке у фактора'],
    ['a known code sent alone, in Russian', status('on_check'), 'На проверке'],
    ['each known code', status('FINANCED'), 'Профинансирован'],
    ['an unknown code: «Иной статус», never the code', status('ARCHIVED'), 'Иной статус'],
    ['no status', none, ''],
  ])('%s', (_case, given, label) => {
    expect(registryStatusLabel(given)).toBe(label);
  });
});
