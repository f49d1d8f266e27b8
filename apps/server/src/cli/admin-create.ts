import { parseArgs } from 'node:util';
import { and, createDb, eq, schema } from '@guildsmith/db';
import { hash } from '@node-rs/argon2';
import { ConfigError, loadConfig } from '../config.ts';
import { readHiddenLine } from './read-hidden-line.ts';

const USAGE =
  'Usage: npm run admin:create -- --username NAME (password from ADMIN_PASSWORD or a prompt)';
const MIN_PASSWORD_LENGTH = 12;

/**
 * Creates an admin account, or resets an existing admin's password. There is
 * no default admin: this command is the only way one comes to exist.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' } }, strict: true });
  const username = values.username?.trim().toLowerCase();
  if (!username || !/^[a-z0-9._-]{3,32}$/.test(username)) {
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

  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { users } = schema;
    const passwordHash = await hash(password);
    // Discord accounts may share the name: admins are told apart by role.
    const [existing] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.username, username), eq(users.role, 'admin')))
      .limit(1);
    if (existing) {
      await database.db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      console.info(`Password updated for admin ${username}.`);
    } else {
      await database.db.insert(users).values({
        username,
        role: 'admin',
        passwordHash,
        profileCompleted: true,
        onboardingCompleted: true,
      });
      console.info(`Admin ${username} created.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `admin:create failed: ${String(error)}`,
  );
  process.exit(1);
});
