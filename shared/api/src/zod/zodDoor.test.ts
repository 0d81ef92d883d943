import { describeExportContract } from '../../../testing/src/describeExportContract';
import { exportsOf } from '../../../testing/src/exportContract';
import packageJson from '../../package.json';
import apiVersions from '../../apiVersions.json';
import { z } from '../zod';

/**
 * `@portal/api/zod` is a strict federation singleton: a cabinet built against one version of the door runs on
 * the host's. Its name list is therefore pinned to @portal/api's version, as the UI kit's lists are to the kit's.
 */
describeExportContract('@portal/api', 'shared/api/apiVersions.json', apiVersions as never, packageJson.version, { '@portal/api/zod': exportsOf(z as Record<string, unknown>) });

describe('the zod door', () => {
  it('works like zod/mini: a schema built through the door parses and refuses', () => {
    const schema = z.strictObject({ name: z.string().check(z.minLength(1)), at: z.optional(z.iso.date()) });
    expect(z.safeParse(schema, { name: 'Ромашка', at: '2026-11-23' }).success).toBe(true);
    expect(z.safeParse(schema, { name: '' }).success).toBe(false);
  });
});
