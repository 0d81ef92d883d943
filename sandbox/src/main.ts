import { optionsFromEnv } from './config/optionsFromEnv';
import { startSandbox } from './startSandbox';

/** `pnpm --filter @portal/sandbox start`: options from the environment (see optionsFromEnv). */
async function main(): Promise<void> {
  const sandbox = await startSandbox(optionsFromEnv(process.env));
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by a cabinet's dev command (shared/build's devSandbox.ts): stop once that command is gone, however it
  // ended (a killed parent cannot pass its stop on, and this process has a group of its own).
  const parent = Number(process.env.SANDBOX_STOP_WITH_PID);
  if (Number.isInteger(parent) && parent > 0) {
    const watch = setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        clearInterval(watch);
        stop();
      }
    }, 1_000);
    watch.unref();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
