// `npx tsx scripts/cluster/cli.ts [--apps 2] [--workers 2] [--minutes 10]`: starts a
// cluster, prints where everything is, and stops it on Ctrl+C or after the minutes.
import { parseArgs } from 'node:util';
import { startCluster } from './index.ts';

const { values } = parseArgs({
  options: {
    apps: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    minutes: { type: 'string', default: '10' },
    admin: { type: 'string' },
  },
});
const password = process.env.ADMIN_PASSWORD ?? 'cluster-admin-password';
const cluster = await startCluster({
  apps: Number(values.apps),
  workers: Number(values.workers),
  timeoutMs: Number(values.minutes) * 60_000,
  admins: values.admin ? [{ username: values.admin, password }] : [],
  keepRunDir: true,
});
const { info } = cluster;
console.info(`public (proxy):  ${info.publicUrl}`);
console.info(`emulators:       ${info.emulatorsUrl}  (SMTP ${info.smtpUrl})`);
console.info(`database:        ${info.databaseUrl}`);
console.info(`redis:           ${info.redisUrl}`);
for (const member of info.processes) {
  console.info(
    `${member.name.padEnd(10)} pid ${String(member.pid).padEnd(8)} ${member.url ?? ''} log ${member.logFile}`,
  );
}
console.info(`stops by itself in ${values.minutes} minutes, or on Ctrl+C`);
// The harness's own timer is unref'd; this one keeps the process up until then.
setTimeout(() => void cluster.stop(), Number(values.minutes) * 60_000);
