import { rewardFilterOf, rewardListStateFromParams, rewardListStateToParams } from './rewardListUrl';

describe('reward list ⇄ URL', () => {
  it('defaults to the spec’s filter: create_date descending, size 30, page 0', () => {
    const state = rewardListStateFromParams(new URLSearchParams());
    expect(rewardFilterOf(state)).toEqual({ sortBy: 'create_date', sortDesc: true, page: 0, size: 30, pagination: true });
    expect(rewardListStateToParams(state).toString()).toBe('');
  });

  it('round-trips sort, direction and a 1-based page; ignores nonsense', () => {
    const state = rewardListStateFromParams(new URLSearchParams('sort=amount&dir=asc&page=2'));
    expect(state).toEqual({ sortBy: 'amount', sortDesc: false, page: 1 });
    expect(rewardListStateToParams(state).toString()).toBe('sort=amount&dir=asc&page=2');
    expect(rewardListStateFromParams(new URLSearchParams('sort=id&page=-3'))).toEqual({ sortBy: 'create_date', sortDesc: true, page: 0 });
  });
});
