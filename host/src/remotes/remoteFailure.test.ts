import { classifyRemoteFailure, loadFailureStage, RemoteIncompatibleError } from './remoteFailure';

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

describe('a version refused before it ran', () => {
  it('is shown as incompatible, naming the first module it needs', () => {
    const error = new RemoteIncompatibleError('http://localhost:4112/mf-manifest.json', [{ name: '@portal/ui/chakra', required: '^1.99.0', provided: '1.2.0' }], '@portal/ui/chakra ^1.99.0 (the host has 1.2.0)');
    expect(classifyRemoteFailure(error)).toEqual({ kind: 'incompatible', module: '@portal/ui/chakra', provided: '1.2.0', required: '^1.99.0' });
    expect(loadFailureStage(error)).toBe('incompatible');
  });

  it('tells a chunk that failed from an entry that failed', () => {
    expect(loadFailureStage(Object.assign(new Error('Loading chunk 728 failed.'), { name: 'ChunkLoadError' }))).toBe('chunk');
    expect(loadFailureStage(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe('entry');
  });
});
