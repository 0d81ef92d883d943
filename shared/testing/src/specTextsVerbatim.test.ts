/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Spec texts are shown verbatim. A test that compares a screen with the constant it was built from passes when the
// constant itself drifts from the spec; this one reads the spec's own words and finds each in the portal's code.

const ROOT = join(__dirname, '..', '..', '..');
/** The spec beside the repository (README.md "shared/spec/SPEC.md beside this repository"). */
const SPEC_FILE = join(ROOT, '..', 'shared', 'spec', 'SPEC.md');
const SOURCE_DIRS = ['host/src', 'remote-lkk/src', 'remote-lkd/src', 'remote-lka/src', 'remote-lkp/src', 'shared'];
/** Where each cabinet declares its own facts (its name among them, decision 0054), emitted into its manifest. */
const CABINET_DECLARATIONS = ['remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp'].map((remote) => join(remote, 'package.json'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'testing' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text the spec quotes in single quotes that holds Russian words. */
function quotedRussianTexts(spec: string): string[] {
  return [...new Set([...spec.matchAll(/'([^'\n]*[А-Яа-яЁё][^'\n]*)'/g)].map((match) => match[1]!))];
}

/** The fixed words of a quoted text: a template's placeholders ({DD.MM.YYYY}, {debtor or Все}, «...») are filled in by code. */
function fixedParts(text: string): string[] {
  return text
    .split(/\{[^}]*\}|\.\.\./)
    .map((part) => part.trim())
    .filter((part) => /[А-Яа-яЁё]/.test(part));
}

describe('the spec\'s quoted Russian texts are in the code word for word', () => {
  const spec = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : '';
  const source = [...SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))), ...CABINET_DECLARATIONS.map((file) => join(ROOT, file))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it(`reads the spec's quoted texts from ${SPEC_FILE}`, () => {
    expect(quotedRussianTexts(spec).length).toBeGreaterThan(50);
  });

  it('finds each of them (each fixed part of a template) in the portal\'s source', () => {
    const missing = quotedRussianTexts(spec).filter((text) => fixedParts(text).some((part) => !source.includes(part)));
    expect(missing).toEqual([]);
  });

  it('splits a template at its placeholders', () => {
    expect(fixedParts('Срок действия МЧД до {DD.MM.YYYY} Необходимо обновить доверенность в профиле пользователя.')).toEqual([
      'Срок действия МЧД до',
      'Необходимо обновить доверенность в профиле пользователя.',
    ]);
    expect(fixedParts('Сертификат с отпечатком ... не найден')).toEqual(['Сертификат с отпечатком', 'не найден']);
  });
});
