import { classifyRemoteFailure } from './remoteFailure';

describe('classifyRemoteFailure', () => {
  it.each([
    [
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @portal/ui/chakra does not satisfy the requirement of lkd which needs ^1.99.0)',
      ),
      { kind: 'incompatible', module: '@portal/ui/chakra', provided: '1.0.0', required: '^1.99.0' },
    ],
    [
      new Error('Version 0.1.0 from host of shared singleton module @portal/platform does not satisfy the requirement of lkk which needs ^0.2.0)'),
      { kind: 'incompatible', module: '@portal/platform', provided: '0.1.0', required: '^0.2.0' },
    ],
    [new Error('Loading script failed. (error: http://localhost:4101/remoteEntry.js)'), { kind: 'unavailable' }],
    ['/remotes.json names no remote for LKK', { kind: 'unavailable' }],
  ])('%s → %j', (error, failure) => {
    expect(classifyRemoteFailure(error)).toEqual(failure);
  });
});
