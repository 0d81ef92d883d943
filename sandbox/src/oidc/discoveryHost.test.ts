/** @jest-environment node */
import http from 'node:http';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(60_000);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

/** GET with a Host header of the caller's choosing (fetch does not let one set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe("the provider's discovery document", () => {
  it("names the sandbox's own public URL whatever Host a client sends", async () => {
    const answer = await getWithHost(`${sandbox.urls.issuer}/.well-known/openid-configuration`, 'evil.example');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('evil.example');
    const document = JSON.parse(answer.body) as Record<string, unknown>;
    expect(document.authorization_endpoint).toBe(`${sandbox.urls.issuer}/protocol/openid-connect/auth`);
    expect(document.jwks_uri).toBe(`${sandbox.urls.issuer}/protocol/openid-connect/certs`);
  });
});
