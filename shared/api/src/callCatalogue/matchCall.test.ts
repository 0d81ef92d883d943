import { findCall, normalisePath } from './matchCall';
import { SPEC_CALLS } from './specCalls';

describe('the spec call catalogue', () => {
  it('reads request paths in the catalogue form', () => {
    expect(normalisePath('/api/edm/statuses/?type=INBOX')).toBe('edm/statuses');
    expect(normalisePath('binary/')).toBe('binary');
    expect(normalisePath('lkk/events/calendar/2026-03-01#x')).toBe('lkk/events/calendar/2026-03-01');
  });

  it('finds calls of §7 by method and path, a placeholder standing for one segment', () => {
    expect(findCall(SPEC_CALLS, 'get', '/api/registries/17/detail/lkk')?.path).toBe('registries/{id}/detail/{scope}');
    expect(findCall(SPEC_CALLS, 'POST', 'lka/registries/a1/generate?isFinancing=true')?.path).toBe('lka/registries/{id}/generate');
    expect(findCall(SPEC_CALLS, 'GET', 'edm/statuses/?type=x')?.path).toBe('edm/statuses');
  });

  it('knows nothing §7 does not name', () => {
    expect(findCall(SPEC_CALLS, 'GET', 'lkk/tariffs')).toBeUndefined();
    expect(findCall(SPEC_CALLS, 'POST', 'lkk/report/ARREARS')).toBeUndefined();
    expect(findCall(SPEC_CALLS, 'POST', 'lkd/registries/1/sign')).toBeUndefined();
    expect(findCall(SPEC_CALLS, 'GET', 'lkd/events/new')).toBeUndefined();
    // the right path with the wrong method is not the call
    expect(findCall(SPEC_CALLS, 'GET', 'registries/17/sign')).toBeUndefined();
    // a placeholder is one segment, not several
    expect(findCall(SPEC_CALLS, 'GET', 'binary/1/2')).toBeUndefined();
  });

  it('lists each call once', () => {
    const keys = SPEC_CALLS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
