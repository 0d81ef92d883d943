#!/usr/bin/env node
// The README's two commands on a fresh machine (Node 20+ only):
//   npm start  → install, build host + remotes, start the sandbox (http://localhost:3000)
//   npm test   → install, chromium, nginx, jq and docker-compose from apt, typecheck, lint, unit tests, build, browser tests, summary
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPhaseClock, formatPhaseTable, formatSlowestTable, slowestBrowserTests } from './phaseTimings.mjs';
import { printSummary } from './testSummary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
/** jest workers in npm test: every core (at least two), beside the build lane. */
const UNIT_WORKERS = Math.max(2, os.availableParallelism());
const localPnpm = path.join(root, 'node_modules', '.bin', 'pnpm');

function run(cmd, args, options = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** As run, without blocking: lanes of the test run go side by side. `log` sends the output to a file instead. */
function runAside(cmd, args, { log, env = {} } = {}) {
  const out = log ? openSync(log, 'w') : 'inherit';
  if (!log) console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(String(error));
      resolve(1);
    });
    child.on('exit', (code) => {
      if (log) closeSync(out);
      resolve(code ?? 1);
    });
  });
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

// Debian's packages the tests run: chromium drives the pages, nginx (with the images' brotli module) serves the production templates of deploy/
// (e2e/support/productionNginx.ts), jq is what the host image's scripts check remotes.json with, and docker-compose
// renders the compose files as ops run them (deploy/tests/composeRollouts.test.ts). One apt-get run for what is missing.
const APT_PACKAGES = [
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'nginx', binary: '/usr/sbin/nginx' },
  // The images' brotli_static module (deploy/nginx/nginx.conf loads it), so the tests' nginx serves the .br files as they do.
  { name: 'libnginx-mod-http-brotli-static', binary: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
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

/**
 * npm test. typecheck, lint and webpack are single-threaded, so the builds (the main one, then the browser stories'
 * second builds) run in a lane of their own beside typecheck, lint and the unit tests (as many jest workers as
 * cores), their output in reports/builds.log; no core waits while the other works. The browser tests start when both
 * lanes are done. Every phase is timed (reports/phases.json, printed at the end however the run ends).
 */
async function test() {
  const clock = createPhaseClock();
  const reports = path.join(root, 'reports');
  const finish = (code) => {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, 'phases.json'), `${JSON.stringify({ total: clock.total(), phases: clock.phases() }, null, 2)}\n`);
    console.log(`\nWhere the time went (reports/phases.json):\n${formatPhaseTable(clock.phases(), clock.total())}`);
    const e2eReport = path.join(reports, 'e2e.json');
    if (existsSync(e2eReport)) {
      console.log(`\nThe 20 slowest browser tests:\n${formatSlowestTable(slowestBrowserTests(JSON.parse(readFileSync(e2eReport, 'utf8')), 20))}`);
    }
    process.exit(code);
  };
  // Interrupted (Ctrl-C, CI's cancel): the phases so far are still printed and written.
  process.on('SIGINT', () => finish(130));
  process.on('SIGTERM', () => finish(143));
  const phase = (name, lane, action) => clock.time(name, lane, action);
  const stopOn = (status, what) => {
    if (status !== 0) {
      console.error(`\n✗ ${what} failed with exit code ${status}`);
      finish(status);
    }
  };

  stopOn(await phase('install', 'setup', () => pnpm(['install', '--frozen-lockfile'])), 'pnpm install');
  await phase('apt packages', 'setup', () => ensureAptPackages());
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const buildsLog = path.join(reports, 'builds.log');
  const tsx = createRequire(path.join(root, 'e2e', 'package.json')).resolve('tsx/cli');
  const builds = (async () => {
    const main = await phase('build', 'builds', () => runAside(localPnpm, ['run', 'build'], { log: buildsLog, env: { PORTAL_SANDBOX: '1' } }));
    if (main !== 0) return { status: main, what: 'the build' };
    await phase('bundle sizes', 'builds', () => runAside(process.execPath, [path.join(root, 'scripts', 'bundleSizes.mjs')]));
    const second = await phase('second builds', 'builds', () =>
      runAside(process.execPath, [tsx, path.join(root, 'e2e', 'support', 'makeSecondBuilds.cli.ts')], { log: `${buildsLog}.second` }),
    );
    return { status: second, what: 'the second builds (dist-swap, dist-newer-kit, dist-newer-platform)' };
  })();
  const checks = (async () => {
    for (const [name, script] of [['typecheck', 'typecheck'], ['lint', 'lint']]) {
      const status = await phase(name, 'checks', () => runAside(localPnpm, ['run', script]));
      if (status !== 0) return { status, what: `pnpm run ${script}` };
    }
    const unit = await phase('unit tests', 'checks', () =>
      // Two workers, not jest's cores − 1: on CI's 2 cores one worker left a core idle for the ~6 minutes after the
      // builds beside it ended (CI's run of 29 Nov 2026: 332 files one after another, 440 s).
      runAside(localPnpm, ['exec', 'jest', '--ci', `--maxWorkers=${UNIT_WORKERS}`, '--json', `--outputFile=${path.join(reports, 'jest.json')}`], {
        env: { NODE_OPTIONS: '--max-old-space-size=4096' },
      }),
    );
    return { status: 0, unit };
  })();
  const [built, checked] = await Promise.all([builds, checks]);
  for (const log of [buildsLog, `${buildsLog}.second`]) {
    if (built.status !== 0 && existsSync(log)) console.log(readFileSync(log, 'utf8'));
  }
  stopOn(checked.status, checked.what);
  stopOn(built.status, `${built.what} (its output is above and in ${path.relative(root, buildsLog)})`);

  const browser = await phase('browser tests', 'browser', () =>
    runAside(localPnpm, ['run', 'test:e2e'], {
      // The second builds were made above from this run's code.
      env: { CI: process.env.CI ?? '', E2E_REUSE_BUILDS: '1', E2E_REPORT: path.join(reports, 'e2e.json'), E2E_AXE_LOG: path.join(reports, 'axe-audits.log') },
    }),
  );
  const ok = await phase('summary', 'browser', () => printSummary(reports, { recordedFile: path.join(root, '.ci', 'test-counts.json') }));
  finish(checked.unit === 0 && browser === 0 && ok ? 0 : 1);
}

const command = process.argv[2];
if (command === 'start') {
  install();
  buildApps();
  must(localPnpm, ['--filter', '@portal/sandbox', 'run', 'start']);
} else if (command === 'test') {
  await test();
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
