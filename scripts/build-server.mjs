// Compiles the server to JavaScript that `node` runs directly (ADR 0017): one
// bundle per entry point, with our workspace packages inlined (they ship as
// TypeScript) and every npm dependency left to node_modules.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server');
const OUT = path.join(SERVER, 'dist');

const manifests = [
  'apps/server',
  ...readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`),
];
const external = new Set();
for (const dir of manifests) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    // A dependency installed only inside its package (a version conflict) is not
    // reachable from the bundle's folder, so it is bundled instead.
    const hoisted = existsSync(path.join(ROOT, 'node_modules', name));
    if (!name.startsWith('@guildsmith/') && hoisted) external.add(name);
  }
}

const cli = readdirSync(path.join(SERVER, 'src/cli'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => /^(admin-create|discord-register|secrets-reseal)\.ts$/.test(file))
  .map((file) => ({ in: `apps/server/src/cli/${file}`, out: `cli/${file.replace(/\.ts$/, '')}` }));

rmSync(OUT, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: [
    { in: 'apps/server/src/main.ts', out: 'main' },
    { in: 'apps/server/src/worker.ts', out: 'worker' },
    { in: 'apps/server/src/emulators.ts', out: 'emulators' },
    ...cli,
  ],
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Subpaths (`pg-boss/...`, `drizzle-orm/pg-core`) are external like their packages.
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  legalComments: 'none',
});
// The Discord sandbox's page scripts and styles, read at run time beside the bundle; its
// tests and type declarations are not.
cpSync(path.join(ROOT, 'packages/emulators/src/discord/pages/client'), path.join(OUT, 'client'), {
  recursive: true,
  filter: (source) => !/\.(test|d)\.ts$/.test(source),
});
console.info(`server compiled to ${path.relative(ROOT, OUT)}`);
