import { readFileSync } from 'node:fs';
import { runtimeCoreProviderPlugin } from './runtimeCoreProvider';

describe('the runtime plugin by which the host provides its federation runtime core to remotes', () => {
  it('is the ESM build of the inject plugin (the CommonJS one would put a second runtime core in main.js)', () => {
    const file = runtimeCoreProviderPlugin();
    expect(file).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(readFileSync(file, 'utf8')).toMatch(/^import \* as runtimeCore from "@module-federation\/runtime-tools\/runtime-core"/m);
  });
});
