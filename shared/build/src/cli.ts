import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createWebpackConfig, readPortalPackage } from './createWebpackConfig';
import { startDevSandbox } from './dev/devSandbox';

/**
 * `portal-build build` (production bundle into dist/), `portal-build dev` (dev server) or `portal-build monolith`
 * (the host + every cabinet as one ordinary bundle, the benchmark's reference), run in a package folder.
 */
async function main(command: string | undefined): Promise<void> {
  const packageDir = process.cwd();
  if (command === 'build' || command === 'monolith') {
    const compiler = webpack(createWebpackConfig({ packageDir, mode: 'production', monolith: command === 'monolith' }));
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      compiler.run((err, result) => (err ? reject(err) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats) throw new Error('webpack returned no stats');
    const text = stats.toString('errors-warnings');
    if (text.trim()) console.log(text);
    if (stats.hasErrors()) process.exit(1);
    console.log(`built ${packageDir} in ${(stats.endTime ?? 0) - (stats.startTime ?? 0)} ms`);
    return;
  }
  if (command === 'dev') {
    const pkg = readPortalPackage(packageDir);
    // A cabinet team works against the sandbox: its cabinet live from the dev server inside the real shell.
    const withSandbox = pkg.portal.kind === 'remote' && process.env.PORTAL_DEV_SANDBOX !== 'off';
    if (withSandbox) process.env.PORTAL_SANDBOX ??= '1';
    const config = createWebpackConfig({ packageDir, mode: 'development' });
    if (withSandbox) startDevSandbox(packageDir, pkg.portal.scope as 'LKK' | 'LKD' | 'LKA' | 'LKP');
    const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
    await server.start();
    return;
  }
  console.error('usage: portal-build build|dev|monolith');
  process.exit(2);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
