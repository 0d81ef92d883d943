import { offeredCategories, shownCriticalEvents } from './eventCategories';

const category = (categoryEnum: string) => ({ categoryEnum, name: categoryEnum });
const event = (categoryEnum: string) => ({ category: { categoryEnum, name: '' } });

describe('categories offered (spec §6: MESSAGE and AF_EVENTS only)', () => {
  it.each([
    [['MESSAGE', 'AF_EVENTS', 'DASHBOARD_EVENTS'], ['MESSAGE', 'AF_EVENTS']],
    [['AF_EVENTS', 'MESSAGE'], ['AF_EVENTS', 'MESSAGE']],
    [['DASHBOARD_EVENTS', 'NEWS'], []],
    [['MESSAGE', 'MESSAGE', 'af_events'], ['MESSAGE', 'af_events']],
    [[], []],
  ])('from %j offers %j', (given, offered) => {
    expect(offeredCategories(given.map(category)).map((entry) => entry.categoryEnum)).toEqual(offered);
  });
});

describe('critical events shown (spec §6: MESSAGE and DASHBOARD_EVENTS only)', () => {
  it.each([
    ['MESSAGE', true],
    ['DASHBOARD_EVENTS', true],
    ['AF_EVENTS', false],
    ['', false],
    ['OTHER', false],
  ])('%s shown: %s', (categoryEnum, shown) => {
    expect(shownCriticalEvents([event(categoryEnum)])).toHaveLength(shown ? 1 : 0);
  });
});
