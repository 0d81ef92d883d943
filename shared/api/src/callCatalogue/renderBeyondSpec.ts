import { BEYOND_SPEC_CALLS, BEYOND_SPEC_SITE_FILES, SPEC_CALL_READINGS, type BeyondSpecCall, type ShownBy } from './beyondSpecCalls';
import { BEYOND_SPEC_FIELDS } from './beyondSpecFields';
import { SPEC_CALLS } from './specCalls';

/** Generated files carry this line; `beyondSpecDoc.test.ts` compares them with the rendering. */
export const GENERATED_NOTE =
  '<!-- Generated from shared/api/src/callCatalogue/*.ts — do not edit by hand. Regenerate: WRITE_CALL_DOCS=1 npx jest shared/api/src/callCatalogue/beyondSpecDoc.test.ts -->';

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

/** BEYOND_SPEC.md's folder (shared/api/src/) to the repository root, for links to test files. */
const TO_ROOT = '../../../';

/** The tests of an entry, each linked to its file and followed by its titles; or that none shows it yet. */
export function renderShownBy(tests: ShownBy): string {
  if (tests.length === 0) return 'not shown by a test yet';
  return tests
    .map((test) => {
      const [file = '', ...titles] = test.split(' › ');
      return [`[${file}](${TO_ROOT}${file})`, ...titles.map((title) => `“${title}”`)].join(' › ');
    })
    .join('; ');
}

const OWNER_TEXT: Record<BeyondSpecCall['fallbackIn'], string> = {
  shell: 'shell (host/, shared/platform/)',
  events: 'events area',
  registries: 'registries area',
  reports: 'reports area',
  rewards: 'rewards area',
  tariffs: 'tariffs area',
  edm: 'EDM area',
};

/** BEYOND_SPEC.md: every call and field beyond the spec, with what happens without it. */
export function renderBeyondSpec(): string {
  const entries = [...BEYOND_SPEC_CALLS, ...BEYOND_SPEC_FIELDS, ...SPEC_CALL_READINGS, ...BEYOND_SPEC_SITE_FILES];
  const shown = entries.filter((entry) => entry.tests.length > 0).length;
  const partly = [...BEYOND_SPEC_CALLS, ...BEYOND_SPEC_FIELDS].filter((entry) => entry.tests.length > 0 && entry.notShown).length;
  const lines: string[] = [
    GENERATED_NOTE,
    '',
    '# Calls and fields beyond the spec',
    '',
    'Every `/api/` call the portal makes that spec §7 does not name, and every answer field it reads (or request part',
    'it sends) that spec §3/§7 do not name, with **what happens without it**: a back end that answers only what the',
    'spec promises answers the calls 404 and leaves the fields out. A call beyond the spec is a decision with a',
    'fallback, never an accident.',
    '',
    '- The tables: `shared/api/src/callCatalogue/beyondSpecCalls.ts`, `beyondSpecFields.ts` (and `specCalls.ts`, the',
    '  calls §7 does name). Every call, spec or ours, in one list: `shared/api/src/callCatalogue/CALLS.md`.',
    '- `shared/api/src/callCatalogue/callSites.test.ts` fails when any call site of the portal uses a method and path',
    '  that is in neither `SPEC_CALLS` nor `BEYOND_SPEC_CALLS`.',
    '- "Fallback in" names who carries the fallback: the shell or a feature area (`shared/features/src/<area>`).',
    '- "Shown by" names the tests that show the fallback against a server that keeps only the spec: a browser test',
    '  with the sandbox in spec-only mode, or a unit test whose call answers 404 or whose answer leaves the field out.',
    '  `shared/api/src/callCatalogue/beyondSpecTests.test.ts` fails when a named file or title is not there. "Not shown',
    `  by a test yet" marks a claim, or the part of one, that no test checks: ${shown} of ${entries.length} entries are`,
    `  shown by a test, ${partly} of them only in part.`,
    '',
    `## Calls (${BEYOND_SPEC_CALLS.length})`,
    '',
  ];
  for (const entry of BEYOND_SPEC_CALLS) {
    lines.push(
      `### ${code(`${entry.method} /api/${entry.path}`)}`,
      '',
      `- **Used by:** ${entry.usedBy}`,
      `- **Why:** ${entry.why}`,
      `- **Without it (404):** ${entry.fallback}`,
      `- **Fallback in:** ${OWNER_TEXT[entry.fallbackIn]}`,
      `- **Shown by:** ${renderShownBy(entry.tests)}`,
      ...(entry.notShown ? [`- **Not shown by a test yet:** ${entry.notShown}`] : []),
      '',
    );
  }

  lines.push(
    `## Fields (${BEYOND_SPEC_FIELDS.length} groups)`,
    '',
    'By ARCHITECTURE rule 9 each is optional in the portal\'s answer schemas; "without it" is what the user sees when',
    'the server leaves it out. Request parts are marked *(request)*.',
    '',
  );
  for (const entry of BEYOND_SPEC_FIELDS) {
    lines.push(
      `### ${code(entry.call)}${entry.direction === 'request' ? ' *(request)*' : ''}`,
      '',
      `- **Fields:** ${entry.fields.map(code).join(', ')}`,
      `- **Used by:** ${entry.usedBy}`,
      `- **Why:** ${entry.why}`,
      `- **Without it:** ${entry.fallback}`,
      `- **Fallback in:** ${OWNER_TEXT[entry.fallbackIn]}`,
      `- **Shown by:** ${renderShownBy(entry.tests)}`,
      ...(entry.notShown ? [`- **Not shown by a test yet:** ${entry.notShown}`] : []),
      '',
    );
  }

  lines.push(
    '## Spec calls used by our reading',
    '',
    'The path is one §7 names; which of the spec\'s words it answers, or how it is sent, is our decision.',
    '',
    '| call | reading | used by | without it | shown by |',
    '|---|---|---|---|---|',
    ...SPEC_CALL_READINGS.map(
      (entry) => `| ${code(`${entry.method} /api/${entry.path}`)} | ${cell(entry.reading)} | ${cell(entry.usedBy)} | ${cell(entry.fallback)} | ${cell(renderShownBy(entry.tests))} |`,
    ),
    '',
    '## Files outside /api/',
    '',
    '| file | used by | why | without it | shown by |',
    '|---|---|---|---|---|',
    ...BEYOND_SPEC_SITE_FILES.map(
      (entry) => `| ${code(`${entry.method} ${entry.url}`)} | ${cell(entry.usedBy)} | ${cell(entry.why)} | ${cell(entry.fallback)} | ${cell(renderShownBy(entry.tests))} |`,
    ),
    '',
  );
  return lines.join('\n');
}

/** CALLS.md: every /api/ call, spec or ours, one row each. */
export function renderCallTable(): string {
  const readings = new Map(SPEC_CALL_READINGS.map((entry) => [`${entry.method} ${entry.path}`, entry.reading]));
  const rows = [
    ...SPEC_CALLS.map((entry) => ({
      method: entry.method,
      path: entry.path,
      source: 'spec',
      note: [entry.line, readings.get(`${entry.method} ${entry.path}`)].filter(Boolean).join(' — our reading: '),
    })),
    ...BEYOND_SPEC_CALLS.map((entry) => ({
      method: entry.method,
      path: entry.path,
      source: '**ours**',
      note: `without it: ${entry.fallback}`,
    })),
  ];
  return [
    GENERATED_NOTE,
    '',
    '# Calls: spec or ours',
    '',
    `Every \`/api/\` call the portal may make, one row each: ${SPEC_CALLS.length} that spec §7 names and`,
    `${BEYOND_SPEC_CALLS.length} of ours. Paths are relative to \`/api/\`; \`{name}\` is one path segment; queries are left out.`,
    'Ours are explained call by call, with their fallbacks, in `shared/api/src/BEYOND_SPEC.md`. A spec row lists a',
    'call §7 promises; the portal uses nearly all of them (`callSites.test.ts` checks the other direction: nothing',
    'outside this table is called).',
    '',
    '| method | path | spec or ours | where / without it |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.method} | ${code(row.path)} | ${row.source} | ${cell(row.note)} |`),
    '',
  ].join('\n');
}
