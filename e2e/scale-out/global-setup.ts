import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from '../../scripts/cluster/index.ts';
import { SCALE_OUT_ADMINS } from './scale-out-settings.ts';

/**
 * Starts the cluster the journey runs against (2 apps behind the proxy, 2
 * workers, the admins made first), writes where it is for the test workers
 * (SCALE_OUT_CLUSTER names the file) and answers the teardown that stops it.
 */
export default async function globalSetup() {
  const started = Date.now();
  const cluster = await startCluster({
    apps: 2,
    workers: 2,
    admins: SCALE_OUT_ADMINS,
    timeoutMs: 10 * 60_000,
    // Playwright handles Ctrl+C itself and then runs the teardown below.
    stopOnSignals: false,
  });
  const file = path.join(cluster.info.runDir, 'cluster.json');
  writeFileSync(file, JSON.stringify(cluster.info, null, 2));
  process.env.SCALE_OUT_CLUSTER = file;
  console.info(
    `scale-out: cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${cluster.info.publicUrl} (logs in ${cluster.info.runDir})`,
  );
  return async () => {
    await cluster.stop();
  };
}
