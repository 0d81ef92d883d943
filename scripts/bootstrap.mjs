#!/usr/bin/env node
// The README's two commands on a fresh machine (Node 20+ only):
//   npm start  → install, build host + remotes, start the sandbox (http://localhost:3000)
//   npm test   → install, chromium, nginx, jq and docker-compose from apt, typecheck, lint, unit tests, build, browser tests, summary
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSummary } from './testSummary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const localPnpm = path.join(root, 'node_modules', '.bin', 'pnpm');

function run(cmd, args, options = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function pnpm(args, options) {
  return existsSync(localPnpm) ? run(localPnpm, args, options) : run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

function install() {
  // --frozen-lockfile: a fresh clone gets exactly the versions that were tested.
  const status = pnpm(['install', '--frozen-lockfile']);
  if (status !== 0) process.exit(status);
}

function buildApps() {
  const status = pnpm(['run', 'build'], { env: { PORTAL_SANDBOX: '1' } });
  if (status !== 0) process.exit(status);
}

// Debian's packages the tests run: chromium drives the pages, nginx serves the production templates of deploy/
// (e2e/support/productionNginx.ts), jq is what the host image's scripts check remotes.json with, and docker-compose
// renders the compose files as ops run them (deploy/tests/composeRollouts.test.ts). One apt-get run for what is missing.
const APT_PACKAGES = [
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'nginx', binary: '/usr/sbin/nginx' },
  { name: 'jq', binary: '/usr/bin/jq' },
  { name: 'docker-compose', binary: '/usr/bin/docker-compose' },
];

function ensureAptPackages() {
  const missing = APT_PACKAGES.filter((pkg) => !existsSync(pkg.binary)).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    try {
      return sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args]) : run('apt-get', args);
    } catch (error) {
      // No sudo or no apt-get on this machine: the message below says what is needed.
      console.error(String(error));
      return 1;
    }
  };
  if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', ...missing]) !== 0) {
    console.error(`✗ Could not install Debian's ${missing.join(' and ')} with apt-get (root or passwordless sudo is needed).`);
    process.exit(1);
  }
}

const command = process.argv[2];
if (command === 'start') {
  install();
  buildApps();
  must(localPnpm, ['--filter', '@portal/sandbox', 'run', 'start']);
} else if (command === 'test') {
  install();
  ensureAptPackages();
  const reports = path.join(root, 'reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  must(localPnpm, ['run', 'typecheck']);
  must(localPnpm, ['run', 'lint']);
  const unit = run(localPnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`], {
    env: { NODE_OPTIONS: '--max-old-space-size=4096' },
  });
  buildApps();
  run(process.execPath, [path.join(root, 'scripts', 'bundleSizes.mjs')]);
  const browser = run(localPnpm, ['run', 'test:e2e'], {
    env: { CI: process.env.CI ?? '', E2E_REPORT: path.join(reports, 'e2e.json'), E2E_AXE_LOG: path.join(reports, 'axe-audits.log') },
  });
  const ok = printSummary(reports, { recordedFile: path.join(root, '.ci', 'test-counts.json') });
  process.exit(unit === 0 && browser === 0 && ok ? 0 : 1);
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
