import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

type TestSandboxOverrides = Parameters<typeof startTestSandbox>[0];

/** Shared set-up of the registry HTTP tests: one sandbox, a token per demo user, JSON calls with the portal's headers. */
export interface RegistryTestKit {
  sandbox: TestSandbox;
  token(username: string): Promise<string>;
  call(method: string, path: string, username: string, body?: unknown): Promise<Response>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer bodies loosely, as the spec leaves them open
  json<T = any>(method: string, path: string, username: string, body?: unknown): Promise<{ status: number; body: T }>;
  upload(path: string, username: string, files: Array<{ name: string; content: Uint8Array | string; field?: string }>): Promise<Response>;
}

export async function startRegistryTestKit(overrides: TestSandboxOverrides = {}): Promise<RegistryTestKit> {
  const sandbox = await startTestSandbox(overrides);
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    let value = tokens.get(username);
    if (!value) {
      value = await sandbox.accessTokenOf(username);
      tokens.set(username, value);
    }
    return value;
  };
  const headers = async (username: string) => ({ authorization: `Bearer ${await token(username)}`, 'x-requested-with': 'XMLHttpRequest' });
  const call = async (method: string, path: string, username: string, body?: unknown) =>
    fetch(`${sandbox.urls.main}/api${path}`, {
      method,
      headers: { ...(await headers(username)), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    sandbox,
    token,
    call,
    json: async (method, path, username, body) => {
      const response = await call(method, path, username, body);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    upload: async (path, username, files) => {
      const form = new FormData();
      for (const file of files) form.append(file.field ?? 'files', new Blob([file.content as BlobPart]), file.name);
      return fetch(`${sandbox.urls.main}/api${path}`, { method: 'POST', headers: await headers(username), body: form });
    },
  };
}

export const LIST_FILTER = { sortBy: 'create_date', sortDesc: true, page: 0, size: 20, pagination: true, source: null, category: null };
