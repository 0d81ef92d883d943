import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The network edge of the federation runtime in unit tests: a runtime plugin that answers the runtime's loadEntry
 * as a remoteEntry.js at each address would. `modules[address]` gives what the container's `./Cabinet` resolves to
 * (a rejection is a chunk that does not load); an address with none fails like a script that does not load. A
 * container that loads defines its global, as the real script does, and is counted in `loaded`.
 */
export interface FakeRemoteEntries {
  plugin: ModuleFederationRuntimePlugin;
  modules: Record<string, () => Promise<unknown>>;
  /** The entry addresses whose container was defined, in order. */
  loaded: string[];
  /** A fresh page: forgets the containers defined and the runtime's page-wide record of the entries it loaded. */
  freshPage: () => void;
}

/** The globals the fake scripts defined, on the page across tests. */
const defined: string[] = [];

export function fakeRemoteEntries(): FakeRemoteEntries {
  const entries: FakeRemoteEntries = {
    modules: {},
    loaded: [],
    freshPage: () => {
      const page = globalThis as Record<string, unknown> & { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> };
      for (const key of Object.keys(page.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {})) delete page.__GLOBAL_LOADING_REMOTE_ENTRY__![key];
      for (const name of defined.splice(0)) delete page[name];
      entries.loaded.length = 0;
    },
    plugin: {
      name: 'fake-remote-entries',
      async loadEntry({ remoteInfo }) {
        const expose = entries.modules[remoteInfo.entry];
        if (!expose) throw new Error(`Loading script failed. (error: ${remoteInfo.entry})`);
        const container = {
          init: async () => undefined,
          get: async () => {
            const module = await expose();
            return () => module;
          },
        };
        (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName] = container;
        defined.push(remoteInfo.entryGlobalName);
        entries.loaded.push(remoteInfo.entry);
        // The runtime awaits what `get` returns, a factory or a promise of one; its type names only the first.
        return container as never;
      },
    },
  };
  return entries;
}

let runtimes = 0;

/**
 * A federation runtime of its own for one test (the page's would keep the remotes of the tests before), whose
 * entries are `entries`, providing `shared` (name → version) as the host's build does.
 */
export function testRuntime(entries: FakeRemoteEntries, shared: Record<string, string> = {}): ModuleFederation {
  runtimes += 1;
  return createInstance({
    name: `host-test-${runtimes}`,
    remotes: [],
    shared: Object.fromEntries(Object.entries(shared).map(([name, version]) => [name, { version, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: `^${version}` } }])),
    plugins: [entries.plugin],
  });
}
