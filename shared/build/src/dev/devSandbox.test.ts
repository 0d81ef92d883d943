import { devPorts } from '../remoteNames';
import { devRemotes } from './devSandbox';

describe("a cabinet team's dev session", () => {
  it('points its own cabinet at its dev server and the others at the sandbox-served builds', () => {
    expect(devRemotes('LKD', devPorts({}))).toEqual({
      LKK: 'http://localhost:3001/mf-manifest.json',
      LKD: 'http://localhost:8082/mf-manifest.json',
      LKA: 'http://localhost:3003/mf-manifest.json',
      LKP: 'http://localhost:3004/mf-manifest.json',
    });
    expect(devRemotes('LKP', devPorts({})).LKP).toBe('http://localhost:8084/mf-manifest.json');
  });

  it('moves to the ports the environment names: the sandbox and its cabinet builds, and the dev server', () => {
    const ports = devPorts({ PORTAL_SANDBOX_PORT: '3200', PORTAL_DEV_LKD_PORT: '8282' });
    expect(ports).toEqual({ host: 8080, sandbox: 3200, LKK: 8081, LKD: 8282, LKA: 8083, LKP: 8084 });
    expect(devRemotes('LKD', ports)).toEqual({
      LKK: 'http://localhost:3201/mf-manifest.json',
      LKD: 'http://localhost:8282/mf-manifest.json',
      LKA: 'http://localhost:3203/mf-manifest.json',
      LKP: 'http://localhost:3204/mf-manifest.json',
    });
  });

  it('stops with the variable named when a value is not a port', () => {
    expect(() => devPorts({ PORTAL_DEV_LKA_PORT: 'eighty' })).toThrow('PORTAL_DEV_LKA_PORT: "eighty" is not a port number (1–65535)');
    expect(() => devPorts({ PORTAL_SANDBOX_PORT: '70000' })).toThrow('PORTAL_SANDBOX_PORT');
  });
});
