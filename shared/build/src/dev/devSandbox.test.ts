import { devRemotes } from './devSandbox';

describe("a cabinet team's dev session", () => {
  it('points its own cabinet at its dev server and the others at the sandbox-served builds', () => {
    expect(devRemotes('LKD')).toEqual({
      LKK: 'http://localhost:3001/mf-manifest.json',
      LKD: 'http://localhost:8082/mf-manifest.json',
      LKA: 'http://localhost:3003/mf-manifest.json',
      LKP: 'http://localhost:3004/mf-manifest.json',
    });
    expect(devRemotes('LKP').LKP).toBe('http://localhost:8084/mf-manifest.json');
  });
});
