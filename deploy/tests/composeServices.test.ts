/**
 * @jest-environment node
 *
 * What every service of docker-compose.yml gets, as Debian's `docker-compose config` renders the file (and with the
 * demo and remotes-file overrides on top): rotated logs, and the API believing forwarded client addresses from the
 * host's nginx alone.
 */
import { renderCompose } from './composeRender';

jest.setTimeout(60_000);

interface ServiceWithLogging {
  logging?: { driver?: string; options?: Record<string, string> };
  environment?: Record<string, string | null>;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

const COMPOSE_FORMS: Array<[string, string[]]> = [
  ['docker-compose.yml', ['docker-compose.yml']],
  ['with the demo users', ['docker-compose.yml', 'docker-compose.demo.yml']],
  ['with the mounted remotes file', ['docker-compose.yml', 'docker-compose.remotes-file.yml']],
];

/** "10m" → bytes, as Docker's json-file driver reads max-size. */
function sizeInBytes(value: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value);
  if (!match) return Number.NaN;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? Number.NaN;
  return Number(match[1]) * unit;
}

describe.each(COMPOSE_FORMS)('compose %s', (_name, files) => {
  const services = renderCompose('', files) as Record<string, ServiceWithLogging>;

  it.each(Object.keys(services))('rotates the logs of %s: json-file, at most 5 files of at most 10 MB', (name) => {
    const logging = services[name]?.logging;
    expect(logging?.driver).toBe('json-file');
    expect(sizeInBytes(logging?.options?.['max-size'] ?? '')).toBeLessThanOrEqual(10 * 1024 ** 2);
    expect(Number(logging?.options?.['max-file'])).toBeGreaterThanOrEqual(1);
    expect(Number(logging?.options?.['max-file'])).toBeLessThanOrEqual(5);
  });

  it("has the API believe X-Forwarded-For from the host's nginx address only", () => {
    const hostAddress = services.host?.networks?.portal?.ipv4_address;
    expect(hostAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(services.api?.environment?.SANDBOX_TRUSTED_PROXIES).toBe(hostAddress);
  });
});
