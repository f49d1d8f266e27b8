// Runs drizzle-kit with drizzle-orm resolvable. npm's lockfile nests
// drizzle-orm under packages/db while drizzle-kit is hoisted to the root, so
// drizzle-kit's own `require`/`import` of drizzle-orm would fail: NODE_PATH
// fixes require, the resolve hook below fixes import.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const packageJsonUrl = new URL('../package.json', import.meta.url).href;

const resolveHook = `
export function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: ${JSON.stringify(packageJsonUrl)} });
  }
  return nextResolve(specifier, context);
}`;
const registerHook = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(resolveHook)}`)});`;

const result = spawnSync('npx', ['drizzle-kit', ...process.argv.slice(2)], {
  cwd: packageDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_PATH: `${packageDir}node_modules`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import "data:text/javascript,${encodeURIComponent(registerHook)}"`,
  },
});
process.exit(result.status ?? 1);
