#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so every package builds with one command: `portal-build build|dev|serve`.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const cli = path.join(__dirname, '..', 'src', 'cli.ts');
const tsx = require.resolve('tsx/cli');
const result = spawnSync(process.execPath, [tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
