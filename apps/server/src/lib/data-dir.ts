import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Everything the server writes (the embedded database, uploads, generated
 * secrets) is for the account it runs as only: new files 0600 and
 * directories 0700, whatever library creates them, and a data directory left
 * more open by an earlier version is closed again.
 */
export function restrictDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}
