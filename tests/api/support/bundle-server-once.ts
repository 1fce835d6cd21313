import { bundleServer } from './server-bundle.js';

/**
 * Global setup of the API tier: bundle the server once for every test that spawns it as a process (restarts, scale-out,
 * graceful shutdown, schema), each of which starts it a dozen times or more. The forked test workers inherit the
 * variable. KF_SERVER_BUNDLE=off spawns from the sources through tsx, as `npm run serve` runs.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.KF_SERVER_BUNDLE === 'off') {
    delete process.env.KF_SERVER_BUNDLE;
    return undefined;
  }
  const bundle = await bundleServer();
  process.env.KF_SERVER_BUNDLE = bundle.entry;
  return bundle.remove;
}
