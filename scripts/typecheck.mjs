// Type-checks every workspace with its own tsconfig; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/core',
  'packages/db',
  'packages/catalog',
  'packages/emulators',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'scripts/faults',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
