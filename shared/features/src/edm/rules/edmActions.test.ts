import { actionsForSelection, actionsForStatus, type EdmAction } from './edmActions';

const NEEDS = 'Требуется подпись';
const ON_SIGNING = 'На подписи';

describe('actions allowed per status (spec §4)', () => {
  it.each<[string, EdmAction[]]>([
    [NEEDS, ['sign', 'refuse', 'download', 'check']],
    [ON_SIGNING, ['sign', 'edit', 'delete', 'download', 'check']],
    [' На подписи ', ['sign', 'edit', 'delete', 'download', 'check']],
    ['Подписан', ['download', 'check']],
    ['Отказано в подписи', ['download', 'check']],
    ['Отправлен', ['download', 'check']],
    ['Подписан контрагентом', ['download', 'check']],
    ['', ['download', 'check']],
  ])('%j allows %j', (status, actions) => {
    expect(actionsForStatus(status)).toEqual(actions);
  });
});

describe('actions offered for a selection: those every ticked document allows, signing when any allows it', () => {
  it.each<[string, string[], EdmAction[]]>([
    ['nothing ticked', [], []],
    ['one incoming to sign', [NEEDS], ['sign', 'refuse', 'download', 'check']],
    ['two incoming to sign', [NEEDS, NEEDS], ['sign', 'refuse', 'download', 'check']],
    ['one outgoing on signing', [ON_SIGNING], ['sign', 'edit', 'delete', 'download', 'check']],
    ['two outgoing on signing: no edit', [ON_SIGNING, ON_SIGNING], ['sign', 'delete', 'download', 'check']],
    ['to sign and on signing', [NEEDS, ON_SIGNING], ['sign', 'download', 'check']],
    ['to sign and signed: the signable one goes to signing', [NEEDS, 'Подписан'], ['sign', 'download', 'check']],
    ['on signing and sent: the signable one goes to signing', [ON_SIGNING, 'Отправлен'], ['sign', 'download', 'check']],
    ['signed only', ['Подписан', 'Получен'], ['download', 'check']],
  ])('%s', (_case, statuses, actions) => {
    expect(actionsForSelection(statuses)).toEqual(actions);
  });
});
