/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEYOND_SPEC_CALLS, BEYOND_SPEC_SITE_FILES, SPEC_CALL_READINGS } from './beyondSpecCalls';
import { BEYOND_SPEC_FIELDS } from './beyondSpecFields';
import { renderShownBy } from './renderBeyondSpec';

const ROOT = join(__dirname, '..', '..', '..', '..');
const TEST_FILE = /\.(test|spec)\.tsx?$/;

function readSource(file: string): string | undefined {
  const path = join(ROOT, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** A title as a string literal in each quote, escaped as source spells it: the whole title, not a prefix of a longer one. */
function literals(title: string): string[] {
  return ["'", '"', '`'].map((quote) => `${quote}${title.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`)}${quote}`);
}

/** What is wrong with one "path › title" reference: no such test file, or a title the file does not spell as a string. */
function problemsOf(reference: string, read: (file: string) => string | undefined = readSource): string[] {
  const [file = '', ...titles] = reference.split(' › ');
  if (!TEST_FILE.test(file)) return [`${reference}: ${file} is not a test file`];
  if (titles.length === 0) return [`${reference}: names no test title`];
  const source = read(file);
  if (source === undefined) return [`${reference}: ${file} does not exist`];
  return titles
    .filter((title) => !literals(title).some((literal) => source.includes(literal)))
    .map((title) => `${reference}: ${file} has no test or describe titled “${title}”`);
}

const ENTRIES = [
  ...BEYOND_SPEC_CALLS.map((entry) => ({ name: `call ${entry.method} ${entry.path}`, tests: entry.tests, notShown: entry.notShown })),
  ...BEYOND_SPEC_FIELDS.map((entry) => ({ name: `fields ${entry.fields.join(', ')} of ${entry.call}`, tests: entry.tests, notShown: entry.notShown })),
  ...SPEC_CALL_READINGS.map((entry) => ({ name: `reading of ${entry.method} ${entry.path}`, tests: entry.tests, notShown: undefined })),
  ...BEYOND_SPEC_SITE_FILES.map((entry) => ({ name: `site file ${entry.url}`, tests: entry.tests, notShown: undefined })),
];

describe('the tests BEYOND_SPEC.md names', () => {
  it.each(ENTRIES)('$name: each named test file exists and spells each named title', ({ tests, notShown }) => {
    expect(tests.flatMap((test) => problemsOf(test))).toEqual([]);
    expect(new Set(tests).size).toBe(tests.length);
    // A part left unshown is said beside tests that show the rest; with no tests the whole claim is unshown already.
    if (notShown !== undefined) expect({ tests: tests.length > 0, notShown: notShown.trim() !== '' }).toEqual({ tests: true, notShown: true });
  });

  it('finds what is wrong with a reference: a missing file, a title the file lacks, a file that is not a test', () => {
    const source = "describe('the list', () => {\n  it('keeps the row\\'s status', () => {});\n});";
    const read = (file: string) => (file === 'a/list.test.ts' ? source : undefined);
    expect(problemsOf("a/list.test.ts › the list › keeps the row's status", read)).toEqual([]);
    expect(problemsOf('a/list.test.ts › the list › keeps the row', read)).toEqual(['a/list.test.ts › the list › keeps the row: a/list.test.ts has no test or describe titled “keeps the row”']);
    expect(problemsOf('a/gone.test.ts › the list', read)).toEqual(['a/gone.test.ts › the list: a/gone.test.ts does not exist']);
    expect(problemsOf('a/list.ts › the list', read)).toEqual(['a/list.ts › the list: a/list.ts is not a test file']);
    expect(problemsOf('a/list.test.ts', read)).toEqual(['a/list.test.ts: names no test title']);
  });

  it('renders each test linked to its file with its titles, and says when no test shows an entry', () => {
    expect(renderShownBy([])).toBe('not shown by a test yet');
    expect(renderShownBy(['e2e/tests/specOnly.spec.ts › menus › supplier', 'host/src/a.test.ts › b'])).toBe(
      '[e2e/tests/specOnly.spec.ts](../../../e2e/tests/specOnly.spec.ts) › “menus” › “supplier”; [host/src/a.test.ts](../../../host/src/a.test.ts) › “b”',
    );
  });
});
