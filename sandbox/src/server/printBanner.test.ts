/** @jest-environment node */
import { startTestSandbox } from '../testing/startTestSandbox';

jest.setTimeout(30_000);

/** What the sandbox prints at start-up with the test controls on or off. */
async function bannerOf(testControls: boolean): Promise<string> {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const sandbox = await startTestSandbox({ testControls, quiet: false });
  try {
    return log.mock.calls.map((args) => args.join(' ')).join('\n');
  } finally {
    log.mockRestore();
    await sandbox.stop();
  }
}

describe('the start-up banner', () => {
  it('names the test controls when they are on', async () => {
    const banner = await bannerOf(true);
    expect(banner).toContain('Portal sandbox: http://');
    expect(banner).toMatch(/test controls: http:\/\/[^\s]+\/__sandbox\//);
  });

  it('does not print the test controls’ address when they are off (a deployed API)', async () => {
    const banner = await bannerOf(false);
    expect(banner).toContain('Portal sandbox: http://');
    expect(banner).not.toContain('/__sandbox');
    expect(banner).toContain('test controls: off');
  });
});
