#!/usr/bin/env node
// `pnpm portal-remotes check|set|canary|promote|abort|rollback|which <scope> …`: the TypeScript command run through tsx (a
// dependency of @portal/build), as portal-build is. See docs/operations.md, "Rolling out a cabinet version".
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const root = path.resolve(__dirname, '..');
const tsx = require.resolve('tsx/cli', { paths: [path.join(root, 'shared', 'build')] });
const cli = path.join(__dirname, 'portalRemotes', 'main.ts');
// pnpm runs scripts in the repository root; a relative --file is the caller's (INIT_CWD).
const result = spawnSync(process.execPath, [tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit', cwd: process.env.INIT_CWD || process.cwd() });
process.exit(result.status ?? 1);
