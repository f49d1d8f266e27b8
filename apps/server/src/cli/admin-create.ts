import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createDb } from '@guildsmith/db';
import { ConfigError, loadConfig } from '../config.ts';
import { SecretBox } from '../lib/secret-box.ts';
import { enrolTotp, type OperatorTerminal, saveAdmin } from './admin-account.ts';
import { readHiddenLine } from './read-hidden-line.ts';

const USAGE =
  'Usage: npm run admin:create -- --username NAME [--totp | --no-totp] (password from ADMIN_PASSWORD or a prompt)';
const MIN_PASSWORD_LENGTH = 12;

/** Plain lines on the terminal, or from piped input when a script answers. */
function operatorTerminal(): OperatorTerminal & { close(): void } {
  const lines = createInterface({ input: stdin, output: stdout, terminal: stdin.isTTY });
  return {
    print: (line) => console.info(line),
    ask: (question) => lines.question(question),
    close: () => lines.close(),
  };
}

/**
 * Whether to enrol an authenticator app: as the flags say, else asked on a
 * terminal; a script without a flag leaves it as it is.
 */
async function wantsTotp(
  flags: { totp?: boolean; 'no-totp'?: boolean },
  terminal: OperatorTerminal,
  enrolled: boolean,
): Promise<boolean> {
  if (flags.totp) return true;
  if (flags['no-totp'] || enrolled || !stdin.isTTY) return false;
  const answer = await terminal.ask('Set up an authenticator app for two-step sign-in now? [Y/n] ');
  return !/^n/i.test(answer.trim());
}

/**
 * Creates an admin account, or resets an existing admin's password, and offers
 * TOTP enrolment. There is no default admin: this command is the only way one
 * comes to exist.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      totp: { type: 'boolean' },
      'no-totp': { type: 'boolean' },
    },
    strict: true,
  });
  const username = values.username?.trim().toLowerCase();
  if (!username || !/^[a-z0-9._-]{3,32}$/.test(username) || (values.totp && values['no-totp'])) {
    console.error(
      `${USAGE}\nThe username must be 3-32 characters: letters, digits, dot, dash, underscore.`,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const password =
    config.raw.ADMIN_PASSWORD ?? (await readHiddenLine(`Password for ${username}: `));
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }

  const database = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
  });
  const terminal = operatorTerminal();
  try {
    const admin = await saveAdmin(database.db, { username, password });
    console.info(
      admin.created ? `Admin ${username} created.` : `Password updated for admin ${username}.`,
    );
    if (await wantsTotp(values, terminal, admin.totpEnrolled)) {
      const secrets = new SecretBox(config.encryptionKey);
      if (!(await enrolTotp({ db: database.db, secrets }, { id: admin.id, username }, terminal))) {
        console.error('Two-step sign-in was not set up; run the command again with --totp.');
        process.exitCode = 1;
        return;
      }
      console.info(`Two-step sign-in is on for ${username}: sign-in asks for a code from the app.`);
    } else if (admin.totpEnrolled) {
      console.info(`Two-step sign-in stays on for ${username} (--totp replaces the app).`);
    }
  } finally {
    terminal.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `admin:create failed: ${String(error)}`,
  );
  process.exit(1);
});
