/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The lint rule that keeps shared code and the remotes from branching on a scope name (eslint.config.mjs,
 * NO_SCOPE_NAME_BRANCHES): the workspace's own config, run by ESLint's Node API on samples, each as if it were the
 * named file.
 */
const ROOT = path.resolve(__dirname, '..');

const LINT_SAMPLES = `
import { ESLint } from 'eslint';
import path from 'node:path';
const eslint = new ESLint({ cwd: process.cwd() });
const counts = [];
for (const [file, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  counts.push(result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message));
}
console.log(JSON.stringify(counts));
`;

/** The scope-name messages ESLint gives each sample. */
async function scopeNameErrors(samples: Array<[file: string, code: string]>): Promise<string[][]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', LINT_SAMPLES, JSON.stringify(samples)], { cwd: ROOT });
  return JSON.parse(stdout) as string[][];
}

const MESSAGE = "Do not compare a scope name: read the behaviour from the area's cabinet descriptor (or @portal/api's SCOPE_RULES).";

describe('no branching on a scope name outside the host and the sandbox (lint)', () => {
  it('fails a comparison, a switch case or a list test with a scope name in shared code and in a remote', async () => {
    const samples: Array<[string, string]> = [
      ['shared/features/src/rewards/screens/Sample.tsx', "export const header = (cabinet: { scope: string }) => (cabinet.scope === 'LKA' ? 'Клиент / дебитор' : 'Клиент');"],
      ['shared/ui/src/layout/sample.ts', "export const asks = (scope: string) => scope !== 'LKD';"],
      ['shared/platform/src/signing/sample.ts', "export const inn = (user: { scope: string }) => 'LKA' != user.scope;"],
      ['shared/features/src/sample.ts', "export function f(scope: string) { switch (scope) { case 'LKP': return 1; default: return 0; } }"],
      ['shared/ui/src/sample.ts', "export const client = (scope: string) => ['LKK', 'LKP'].includes(scope);"],
      ['shared/features/src/events/sample.ts', "export const sends = (apiPrefix: string) => apiPrefix === 'lkd';"],
      ['shared/api/src/sample.ts', "export const prefix = (scope: string) => (scope === 'LKD' ? 'lkd' : 'lkk');"],
      ['remote-lkd/src/pages/Sample.tsx', "export const debtor = (scope: string) => scope === 'LKD';"],
    ];
    const errors = await scopeNameErrors(samples);
    expect(errors).toEqual(samples.map(([, code]) => (code.includes("['LKK', 'LKP']") ? [MESSAGE, MESSAGE] : [MESSAGE])));
  }, 60_000);

  it('lets descriptors, lookups keyed by scope, the host, the sandbox and tests name scopes', async () => {
    const errors = await scopeNameErrors([
      ['shared/features/src/rewards/sample.ts', "export const LKA_SAMPLE = { scope: 'LKA', partyColumn: 'clientAndDebtor' } as const;"],
      ['shared/api/src/sample.ts', "const PREFIX: Record<string, string> = { LKK: 'lkk', LKP: 'lkk' };\nexport const prefix = (scope: string) => PREFIX[scope];"],
      ['shared/ui/src/sample.ts', "declare const SCOPE_RULES: Record<string, { factoringLimits: boolean }>;\nexport const asks = (scope: string) => SCOPE_RULES[scope]?.factoringLimits;"],
      ['host/src/shell/sample.ts', "export const client = (scope: string) => scope === 'LKK' || scope === 'LKP';"],
      ['sandbox/src/api/sample.ts', "export const debtor = (scope: string) => scope === 'LKD';"],
      ['shared/features/src/sample.test.ts', "export const agent = (scope: string) => scope === 'LKA';"],
    ]);
    expect(errors).toEqual([[], [], [], [], [], []]);
  }, 60_000);
});
