import path from 'node:path';
import { build } from 'esbuild';

const ENTRY = path.join(__dirname, 'emulator', 'browserEntry.ts');
let bundled: Promise<string> | null = null;

/** The emulator's browser code (emulator/browserEntry.ts and the object model) as one script, built once per run. */
export function emulatorBundle(): Promise<string> {
  bundled ??= build({ entryPoints: [ENTRY], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2020', charset: 'utf8', logLevel: 'silent' }).then(
    (result) => result.outputFiles[0]?.text ?? '',
  );
  bundled.catch(() => {
    bundled = null;
  });
  return bundled;
}
