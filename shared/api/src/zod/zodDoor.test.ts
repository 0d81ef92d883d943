import packageJson from '../../package.json';
import zodVersions from '../../zodVersions.json';
import { z } from '../zod';

/**
 * `@portal/api/zod` is a strict federation singleton: a cabinet built against one version of the door runs on
 * the host's. Its name list is therefore pinned to @portal/api's version, as the UI kit's lists are to the kit's.
 */
describe("the zod door's export list is pinned to @portal/api's version", () => {
  const history = zodVersions as Record<string, string[]>;

  it('exports exactly the names recorded for this version (a change needs a new version entry)', () => {
    expect(Object.keys(z).sort()).toEqual([...(history[packageJson.version] ?? [])].sort());
  });

  it('works like zod/mini: a schema built through the door parses and refuses', () => {
    const schema = z.strictObject({ name: z.string().check(z.minLength(1)), at: z.optional(z.iso.date()) });
    expect(z.safeParse(schema, { name: 'Ромашка', at: '2026-11-23' }).success).toBe(true);
    expect(z.safeParse(schema, { name: '' }).success).toBe(false);
  });
});
