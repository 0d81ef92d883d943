/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { anchorsOf, headingSlug, localLinks } from './markdownLinks';

const ROOT = path.resolve(__dirname, '..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'reports', 'test-results', 'playwright-report', '.sandbox-state']);

function walk(folder: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('dist') && !entry.name.startsWith('.stryker-tmp')) walk(full, keep, found);
    } else if (keep(full)) found.push(full);
  }
  return found;
}

/** The documents a reader follows: the README, everything under docs/, and each area's CONTRACT.md. */
const documents = [
  path.join(ROOT, 'README.md'),
  ...walk(path.join(ROOT, 'docs'), (file) => file.endsWith('.md')),
  ...walk(ROOT, (file) => path.basename(file) === 'CONTRACT.md'),
].map((file) => path.relative(ROOT, file));

/** What is wrong with each local link of one file: a missing file, a path outside the repository, a missing anchor. */
function brokenLinks(relativeFile: string): string[] {
  const file = path.join(ROOT, relativeFile);
  const markdown = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const { target, line } of localLinks(markdown)) {
    const [rawPath = '', anchor] = target.split('#', 2);
    const resolved = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
    const where = `${relativeFile}:${line} → ${target}`;
    if (path.relative(ROOT, resolved).startsWith('..')) problems.push(`${where}: outside the repository (a fresh clone lacks it)`);
    else if (!existsSync(resolved)) problems.push(`${where}: no such file`);
    else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${where}: no heading makes #${anchor}`);
    }
  }
  return problems;
}

describe('links in the documentation', () => {
  it('reads the README, docs/ and every CONTRACT.md', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain(path.join('docs', 'decisions', 'README.md'));
    expect(documents.filter((file) => file.endsWith('CONTRACT.md')).length).toBeGreaterThan(3);
  });

  it.each(documents)('%s: every local link resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('reading links and anchors', () => {
  it('finds inline, image, reference and HTML links, and leaves web addresses and code alone', () => {
    const markdown = [
      'See [ops](docs/operations.md#tls) and ![shot](docs/a.png "title").',
      '[ref]: ../x/CONTRACT.md',
      '<a href="docs/b.md">b</a> and [web](https://example.ru) and [mail](mailto:a@b.ru)',
      'Inline code `[not](a-link.md)` is text.',
      '```',
      '[also not](inside-a-fence.md)',
      '```',
      '[same file](#a-heading)',
    ].join('\n');
    expect(localLinks(markdown)).toEqual([
      { target: 'docs/operations.md#tls', line: 1 },
      { target: 'docs/a.png', line: 1 },
      { target: '../x/CONTRACT.md', line: 2 },
      { target: 'docs/b.md', line: 3 },
      { target: '#a-heading', line: 8 },
    ]);
  });

  it("makes GitHub's anchors, Russian headings and repeats included", () => {
    expect(headingSlug('Hardening of deploy/ (nginx 25)')).toBe('hardening-of-deploy-nginx-25');
    expect(headingSlug('The call catalogue: which calls are spec, which are ours')).toBe('the-call-catalogue-which-calls-are-spec-which-are-ours');
    expect(headingSlug('«Проверка рабочего места» (/check, шаг 26)')).toBe('проверка-рабочего-места-check-шаг-26');
    expect(headingSlug('Registry supplies: 10 000 rows')).toBe('registry-supplies-10-000-rows');
    expect(headingSlug('`shared/api` [contract](x.md)')).toBe('sharedapi-contract');
    expect([...anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```\n<a id="kept"></a>')]).toEqual(['notes', 'notes-1', 'kept']);
  });
});
