#!/usr/bin/env node
// `node scripts/cabinet-tests.cjs list|run|check …`: a cabinet's unit tests, found from the code its build bundles
// (scripts/cabinetTests/). The TypeScript command runs through tsx (a dependency of @portal/build), as portal-remotes does.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const root = path.resolve(__dirname, '..');
const tsx = require.resolve('tsx/cli', { paths: [path.join(root, 'shared', 'build')] });
const cli = path.join(__dirname, 'cabinetTests', 'main.ts');
const result = spawnSync(process.execPath, [tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
