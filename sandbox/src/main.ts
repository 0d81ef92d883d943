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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
