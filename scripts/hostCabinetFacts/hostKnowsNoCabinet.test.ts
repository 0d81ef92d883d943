import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { importGraph, ROOT, stringLiterals } from './hostImportGraph';

/**
 * Decision 0054: a cabinet's facts live in its remote. Moving LKD's landing page, renaming a cabinet or changing a
 * menu signal edits that remote's files only, and the host's build does not change: nothing the host compiles in is
 * a file of a remote or spells a fact a remote declares.
 */
interface Declared {
  dir: string;
  facts: string[];
}

function declaredByRemotes(): Declared[] {
  return readdirSync(ROOT)
    .filter((dir) => dir.startsWith('remote-'))
    .map((dir) => {
      const cabinet = (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { portal: { cabinet: { name: string; home: string; landing: { path: string; module: string } } } }).portal.cabinet;
      return { dir, facts: [cabinet.name, cabinet.home, cabinet.landing.path] };
    });
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe("the host's build knows no cabinet", () => {
  const graph = [...importGraph([path.join(ROOT, 'host', 'src', 'index.ts')])];
  const declared = declaredByRemotes();

  it('follows the whole start-up and app (a check of the check)', () => {
    const files = graph.map(relative);
    expect(files).toEqual(expect.arrayContaining(['host/src/bootstrap.tsx', 'host/src/shell/Header.tsx', 'host/src/userMenu/UserMenu.tsx', 'host/src/remotes/remoteRegistry.ts', 'shared/api/src/index.ts']));
    expect(declared.map((remote) => remote.dir).sort()).toEqual(['remote-lka', 'remote-lkd', 'remote-lkk', 'remote-lkp']);
  });

  it('compiles in no file of a remote', () => {
    expect(graph.map(relative).filter((file) => file.startsWith('remote-'))).toEqual([]);
  });

  it("spells no cabinet's name, home or landing page: no per-cabinet fact table", () => {
    const facts = new Map(declared.flatMap((remote) => remote.facts.map((fact) => [fact, remote.dir] as const)));
    const spelled = graph
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => stringLiterals(file).filter((text) => facts.has(text)).map((text) => `${relative(file)}: "${text}" (${facts.get(text)})`));
    expect(spelled).toEqual([]);
  });
});
