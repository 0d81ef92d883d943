/**
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEYOND_SPEC_CALLS, SPEC_CALL_READINGS } from './beyondSpecCalls';
import { BEYOND_SPEC_FIELDS } from './beyondSpecFields';
import { findCall } from './matchCall';
import { renderBeyondSpec, renderCallTable } from './renderBeyondSpec';
import { SPEC_CALLS } from './specCalls';

/** The generated files and their renderings; WRITE_CALL_DOCS=1 rewrites them. */
const DOCS = [
  { file: join(__dirname, '..', 'BEYOND_SPEC.md'), render: renderBeyondSpec },
  { file: join(__dirname, 'CALLS.md'), render: renderCallTable },
];

describe('the beyond-spec tables', () => {
  it('name no call that §7 names (a spec call is not ours)', () => {
    for (const entry of BEYOND_SPEC_CALLS) {
      const concrete = entry.path.replace(/\{[^}]+\}/g, 'x1');
      expect({ call: `${entry.method} ${entry.path}`, spec: findCall(SPEC_CALLS, entry.method, concrete)?.path }).toEqual({ call: `${entry.method} ${entry.path}`, spec: undefined });
    }
  });

  it('list each call once, each with a use, a reason and a fallback', () => {
    const keys = BEYOND_SPEC_CALLS.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of [...BEYOND_SPEC_CALLS, ...BEYOND_SPEC_FIELDS]) {
      expect(entry.usedBy.trim()).not.toBe('');
      expect(entry.why.trim()).not.toBe('');
      expect(entry.fallback.trim()).not.toBe('');
    }
  });

  it('read only calls §7 names as readings', () => {
    for (const entry of SPEC_CALL_READINGS) expect(findCall(SPEC_CALLS, entry.method, entry.path.replace(/\{[^}]+\}/g, 'x1'))).toBeDefined();
  });
});

describe.each(DOCS)('generated $file', ({ file, render }) => {
  it('is the rendering of the tables (regenerate: WRITE_CALL_DOCS=1 npx jest shared/api/src/callCatalogue/beyondSpecDoc.test.ts)', () => {
    const rendered = render();
    if (process.env.WRITE_CALL_DOCS === '1') writeFileSync(file, rendered);
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // missing: fails below with the same hint
    }
    expect(committed).toBe(rendered);
  });
});
