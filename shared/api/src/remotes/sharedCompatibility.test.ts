import { createRequire } from 'node:module';
import path from 'node:path';
import { describeIncompatibilities, entryRequirements, incompatibilities, manifestRequirements } from './sharedCompatibility';

// The federation runtime's own check, as the host runs it (installed for the host, not for this package).
const { satisfy } = createRequire(path.join(__dirname, '../../../../host/package.json'))('@module-federation/enhanced/runtime') as {
  satisfy: (version: string, range: string) => boolean;
};

const HOST = { react: '19.3.1', '@portal/platform': '0.1.0', '@portal/ui/chakra': '1.2.0', '@portal/ui/router': '1.2.0' };

describe('the shared-version rule', () => {
  it('reads our manifest field, with strictness, before enhanced\'s own list', () => {
    const manifest = {
      metaData: { sharedRequirements: [{ name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true }, { name: 'react', requiredVersion: '19.3.1', strict: false }] },
      shared: [{ name: 'zustand', requiredVersion: '5.1.0' }],
    };
    expect(manifestRequirements(manifest)).toEqual([
      { name: '@portal/ui/chakra', requiredVersion: '^1.2.0', strict: true },
      { name: 'react', requiredVersion: '19.3.1', strict: false },
    ]);
    expect(manifestRequirements({ shared: [{ name: 'react', requiredVersion: '19.3.1' }, { name: 'x' }] })).toEqual([{ name: 'react', requiredVersion: '19.3.1' }]);
    expect(manifestRequirements({})).toEqual([]);
  });

  it('reads the consumes compiled into remoteEntry.js', () => {
    const entry =
      'a={requiredVersion:"^1.99.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"@portal/ui/chakra"},b={requiredVersion:"19.3.1",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react"}';
    expect(entryRequirements(entry)).toEqual([
      { name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true },
      { name: 'react', requiredVersion: '19.3.1', strict: false },
    ]);
  });

  it('refuses a strict requirement the host does not satisfy, or one it does not provide; a loose one only warns in the runtime', () => {
    const problems = incompatibilities(
      HOST,
      [
        { name: '@portal/ui/chakra', requiredVersion: '^1.99.0', strict: true },
        { name: '@portal/ui/router', requiredVersion: '^1.2.0', strict: true },
        { name: '@portal/ui/forms', requiredVersion: '^1.2.0', strict: true },
        { name: 'react', requiredVersion: '20.0.0', strict: false },
      ],
      satisfy,
    );
    expect(problems).toEqual([
      { name: '@portal/ui/chakra', required: '^1.99.0', provided: '1.2.0' },
      { name: '@portal/ui/forms', required: '^1.2.0', provided: null },
    ]);
    expect(describeIncompatibilities(problems)).toBe('@portal/ui/chakra ^1.99.0 (the host has 1.2.0); @portal/ui/forms ^1.2.0 (the host has none)');
  });

  it("takes our packages as strict when the manifest's list does not say", () => {
    expect(incompatibilities(HOST, [{ name: '@portal/platform', requiredVersion: '^0.2.0' }, { name: 'react', requiredVersion: '^20.0.0' }], satisfy)).toEqual([
      { name: '@portal/platform', required: '^0.2.0', provided: '0.1.0' },
    ]);
  });

  it('lets the entry\'s strictness decide for a module both name', () => {
    expect(incompatibilities(HOST, [{ name: 'react', requiredVersion: '^20.0.0' }, { name: 'react', requiredVersion: '^20.0.0', strict: true }], satisfy)).toHaveLength(1);
  });
});
