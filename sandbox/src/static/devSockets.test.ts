import { renderContentSecurityPolicy } from './contentSecurityPolicy';

const TEMPLATE = "default-src 'self'; script-src 'self' {{REMOTE_ORIGINS}}; connect-src 'self' {{REMOTE_ORIGINS}} {{IDP_ORIGIN}}; object-src 'none'";

describe("a cabinet team's dev session (SANDBOX_DEV_SOCKETS)", () => {
  it("lets the dev server's live-reload socket through connect-src only", () => {
    const policy = renderContentSecurityPolicy(
      TEMPLATE,
      { remotes: ['http://localhost:8082/mf-manifest.json'], identityProvider: 'http://localhost:3000', devSockets: ['ws://localhost:8082'] },
      'http://localhost:3000',
    );
    expect(policy).toBe("default-src 'self'; script-src 'self' http://localhost:8082; connect-src 'self' http://localhost:8082 ws://localhost:8082; object-src 'none'");
  });

  it('adds nothing otherwise', () => {
    const policy = renderContentSecurityPolicy(TEMPLATE, { remotes: [], identityProvider: 'http://localhost:3000' }, 'http://localhost:3000');
    expect(policy).toBe("default-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'");
  });
});
