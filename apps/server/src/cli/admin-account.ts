import { and, type Db, type DbTransaction, eq, schema } from '@guildsmith/db';
import { hash } from '@node-rs/argon2';
import type { SecretBox } from '../lib/secret-box.ts';
import { recordAdminAction } from '../modules/admin-operations/audit-log.ts';
import { newTotpEnrolment, totpStep } from '../modules/auth/admin-totp.ts';

const { users } = schema;

/** How many first codes the operator may get wrong before enrolment gives up. */
const CONFIRMATION_TRIES = 3;

/** The audit log's name for whoever ran the command on the server. */
const OPERATOR_COMMAND = 'npm run admin:create';

/**
 * Creates the admin, or sets a new password for an existing one; either is
 * recorded in the admin audit log with the change itself.
 */
export async function saveAdmin(
  db: Db,
  input: { username: string; password: string },
): Promise<{ id: string; created: boolean; totpEnrolled: boolean }> {
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    const saved = await upsertAdmin(tx, input.username, passwordHash);
    await recordAdminAction(tx, {
      actor: { command: OPERATOR_COMMAND },
      action: saved.created ? 'grant_admin' : 'reset_admin_password',
      targetType: 'user',
      targetId: saved.id,
      reason: null,
      details: { username: input.username },
    });
    return saved;
  });
}

async function upsertAdmin(
  db: DbTransaction,
  username: string,
  passwordHash: string,
): Promise<{ id: string; created: boolean; totpEnrolled: boolean }> {
  // Discord accounts may share the name: admins are told apart by role.
  const [existing] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'admin')))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false, totpEnrolled: existing.totpSecret !== null };
  }
  const [created] = await db
    .insert(users)
    .values({
      username,
      role: 'admin',
      passwordHash,
      profileCompleted: true,
      onboardingCompleted: true,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('the admin was not saved');
  return { id: created.id, created: true, totpEnrolled: false };
}

export interface OperatorTerminal {
  print(line: string): void;
  ask(question: string): Promise<string>;
}

/**
 * Shows a new secret once (the otpauth:// URI for apps that read it, base32
 * to type by hand) and keeps it, sealed, only after the operator's app
 * produced a right code; that code's step counts as used.
 */
export async function enrolTotp(
  deps: { db: Db; secrets: SecretBox },
  admin: { id: string; username: string },
  terminal: OperatorTerminal,
  now: () => number = Date.now,
): Promise<boolean> {
  const enrolment = newTotpEnrolment(admin.username);
  terminal.print('Add this account to your authenticator app (shown only this once):');
  terminal.print(`  ${enrolment.uri}`);
  terminal.print(`  Secret (base32): ${enrolment.secret}`);
  for (let attempt = 0; attempt < CONFIRMATION_TRIES; attempt += 1) {
    const code = (await terminal.ask('Code shown by the app: ')).replace(/\s/g, '');
    const step = totpStep(enrolment.secret, code, now());
    if (step !== null) {
      await deps.db
        .update(users)
        .set({
          totpSecret: deps.secrets.seal(enrolment.secret),
          totpLastStep: step,
          updatedAt: new Date(),
        })
        .where(eq(users.id, admin.id));
      return true;
    }
    terminal.print('That code does not match. Check the clock of the device and try again.');
  }
  return false;
}
