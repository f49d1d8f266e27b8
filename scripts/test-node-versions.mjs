// Runs the core, db and server suites (on PGlite, or on PostgreSQL when
// DATABASE_URL is set, as .ci/run does; the Redis tests need the local Redis
// .ci/run starts) on other Node.js versions than the one running
// this script: the image runs Node 22, engines allows 22 and later, and
// development may use another. Each version comes from the npm registry's
// `node` package (`npx -p node@22`), so nothing is installed system-wide.
//
//   node scripts/test-node-versions.mjs [vitest arguments]
//
// NODE_VERSIONS (default "22 24") lists the versions, anything `node@<version>`
// accepts (`22`, `24.1`, `22.13.0`). With several versions the test files are
// split between them (Vitest's --shard): every file runs once, on one of the
// versions, which keeps CI within its time (ADR 0017). NODE_VERSIONS_SPLIT=0
// runs every file on every version instead, and a single version always runs
// them all. Vitest arguments replace `--project core --project db --project
// server`. The API fuzz and billing property tests run fewer cases here
// (API_FUZZ_RUNS, BILLING_PROPERTY_RUNS; `npm test` runs the full counts): these
// runs look for what a Node version changes, not for new inputs.
import { run } from './run.mjs';

const versions = (process.env.NODE_VERSIONS ?? '22 24').split(/[\s,]+/).filter(Boolean);
if (versions.length === 0 || versions.some((version) => !/^\d+(\.\d+){0,2}$/.test(version))) {
  console.error(
    `NODE_VERSIONS must list versions such as "22 24", not "${process.env.NODE_VERSIONS}"`,
  );
  process.exit(2);
}
const split = versions.length > 1 && process.env.NODE_VERSIONS_SPLIT !== '0';
const given = process.argv.slice(2);
const selection =
  given.length > 0 ? given : ['--project', 'core', '--project', 'db', '--project', 'server'];
const env = {
  ...process.env,
  API_FUZZ_RUNS: process.env.API_FUZZ_RUNS ?? '40',
  BILLING_PROPERTY_RUNS: process.env.BILLING_PROPERTY_RUNS ?? '50',
};

const results = [];
for (const [index, version] of versions.entries()) {
  const args = split ? [...selection, `--shard=${index + 1}/${versions.length}`] : selection;
  console.info(`\n== Node ${version}: vitest run ${args.join(' ')}`);
  const started = Date.now();
  // npx puts that `node` first on PATH, so what the tests spawn (npm, node) runs on it too.
  const node = ['-y', '-p', `node@${version}`, 'node'];
  const code =
    (await run('npx', [...node, '-p', '"running on Node " + process.version'], { env })) ||
    (await run('npx', [...node, 'node_modules/vitest/vitest.mjs', 'run', ...args], { env }));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({
    version,
    code,
    minutes,
    part: split ? ` (part ${index + 1} of ${versions.length})` : '',
  });
  console.info(
    `== Node ${version}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${minutes} min`,
  );
}

console.info('\nNode versions:');
for (const { version, code, minutes, part } of results) {
  console.info(`  node@${version}${part}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
