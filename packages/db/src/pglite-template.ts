import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openPglite } from './client.ts';
import { migrationsFolder } from './migrations.ts';

// Starting PGlite runs initdb (about 2 s); loading a dump of an already
// migrated database takes a third of that. Test files run in separate
// workers, so the dump is shared through a file named after everything that
// shapes it: a new PGlite or a new migration means a new file.
let template: Promise<Blob> | undefined;

/** A gzip dump of a freshly migrated PGlite data directory. */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= readOrBuild(templateFile());
  return template;
}

async function readOrBuild(file: string): Promise<Blob> {
  const existing = await readFile(file).catch(() => undefined);
  if (existing) return new Blob([existing]);

  const database = await openPglite(await PGlite.create(), { migrate: true });
  try {
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('PGlite database without its instance');
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

function templateFile(): string {
  const require = createRequire(import.meta.url);
  const pglitePackage = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const fingerprint = createHash('sha256')
    .update(readFileSync(pglitePackage))
    .update(
      readMigrationFiles({ migrationsFolder })
        .map((migration) => migration.hash)
        .join(),
    )
    .digest('hex')
    .slice(0, 16);
  return path.join(tmpdir(), `guildsmith-pglite-template-${fingerprint}.tar.gz`);
}
