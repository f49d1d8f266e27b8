import { parseArgs } from 'node:util';
import { createDb } from '@guildsmith/db';
import { ConfigError, loadConfig } from '../config.ts';
import { SecretBox } from '../lib/secret-box.ts';
import { UnsubscribeTokens } from '../modules/newsletter/newsletter-tokens.ts';
import { type ResealCounts, resealAll } from './reseal.ts';

const USAGE = 'Usage: npm run secrets:reseal [-- --batch-size N] (N from 1 to 10000, default 500)';
const DEFAULT_BATCH_SIZE = 500;

const describeCounts = (counts: ResealCounts) =>
  `${counts.resealed} re-sealed, ${counts.current} already current, ${counts.unreadable} under neither key, ${counts.skipped} changed meanwhile`;

/**
 * Step three of an ENCRYPTION_KEY rotation (docs/secret-rotation.md): rewrites
 * everything the previous key sealed, or derived a lookup hash from, under the
 * current key, so ENCRYPTION_KEY_PREVIOUS can be removed. Prints counts only,
 * never a value.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'batch-size': { type: 'string' } },
    strict: true,
  });
  const batchSize = Number(values['batch-size'] ?? DEFAULT_BATCH_SIZE);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.encryptionKeyPrevious) {
    console.info(
      'ENCRYPTION_KEY_PREVIOUS is not set: checking that everything opens with ENCRYPTION_KEY.',
    );
  }

  const database = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
  });
  try {
    const report = await resealAll({
      db: database.db,
      secrets: new SecretBox(config.encryptionKey, config.encryptionKeyPrevious),
      unsubscribeTokens: new UnsubscribeTokens(config.encryptionKey, config.encryptionKeyPrevious),
      batchSize,
      onBatch: (place, rowsRead) => console.info(`${place}: ${rowsRead} rows read`),
    });
    for (const [place, counts] of Object.entries(report)) {
      console.info(`${place}: ${describeCounts(counts)}`);
    }
    const counts = Object.values(report);
    const unreadable = counts.reduce((sum, { unreadable }) => sum + unreadable, 0);
    const skipped = counts.reduce((sum, { skipped }) => sum + skipped, 0);
    if (skipped > 0) {
      console.warn(`${skipped} values changed while being re-sealed: run the command again.`);
      process.exitCode = 1;
    }
    if (unreadable > 0) {
      // Most often ENCRYPTION_KEY_PREVIOUS is not the key the data was sealed with.
      console.error(
        `${unreadable} values open with neither key: check ENCRYPTION_KEY_PREVIOUS before removing it.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `secrets:reseal failed: ${String(error)}`,
  );
  process.exit(1);
});
