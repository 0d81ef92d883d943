import { LAST_CABINET_KEY, rememberCabinet, rememberedCabinet } from './lastCabinet';

describe('the cabinet remembered for the next start-up', () => {
  beforeEach(() => window.localStorage.clear());

  it('is the one last remembered', () => {
    expect(rememberedCabinet()).toBeNull();
    rememberCabinet('LKD');
    rememberCabinet('LKA');
    expect(rememberedCabinet()).toBe('LKA');
  });

  it('is none when storage holds something other than a cabinet', () => {
    window.localStorage.setItem(LAST_CABINET_KEY, 'lkk"><img');
    expect(rememberedCabinet()).toBeNull();
  });

  it('is none, and remembering fails quietly, when storage refuses', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(() => rememberCabinet('LKK', refusing)).not.toThrow();
    expect(rememberedCabinet(refusing)).toBeNull();
  });
});
