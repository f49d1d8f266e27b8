// `npm run bench`: runs every benchmark in bench/ in turn; each prints its figures and fails on a missed budget.
import { readdirSync } from 'node:fs';
import { run } from './run.mjs';

const only = process.argv[2];
const benches = readdirSync('bench').filter(
  (file) => file.endsWith('.ts') && (!only || file.includes(only)),
);
let failed = 0;
for (const bench of benches) {
  console.info(`\n== bench/${bench}`);
  if ((await run('npx', ['tsx', `bench/${bench}`])) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
