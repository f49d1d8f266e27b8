import { readdir, unlink } from 'node:fs/promises';
import { and, type Db, eq, inArray, isNull, schema } from '@guildsmith/db';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { withdrawRevokedKeys } from '../bot/activation/register-server.ts';

const { emails, feedback, licenseKeys, newsletterSubscribers, sessions, users } = schema;

/** What stays in place of the name on the anonymised row (the column is required). */
export const DELETED_ACCOUNT_NAME = 'deleted-account';
/** What stays of an address in the e-mail ledger once its owner deleted the account. */
export const DELETED_ADDRESS = 'deleted-account';

/**
 * Deletes an account the way the privacy policy promises: its license keys
 * stop working, every session ends, and the user row keeps only what the
 * purchase records it anchors need (id, plan history through the purchases,
 * dates). The Discord id goes too, so the same Discord account signing in
 * later starts a new, empty account (ADR 0020).
 *
 * `confirmation` must be the account's username, typed by its owner.
 */
export async function deleteAccount(
  db: Db,
  input: { userId: string; confirmation: string; avatarsDir: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw unauthorized();
    // An admin account is made and removed by the operator's command, not from a browser.
    if (user.role !== 'user') {
      throw forbidden('Admin accounts cannot be deleted here.', 'ADMIN_ACCOUNT');
    }
    if (input.confirmation.trim() !== user.username) {
      throw badRequest(
        'Type your username exactly as shown to delete the account.',
        undefined,
        'CONFIRMATION_MISMATCH',
      );
    }
    const revoked = await tx
      .update(licenseKeys)
      .set({ status: 'revoked', revokedAt: now, sealedKey: null })
      .where(
        and(eq(licenseKeys.userId, user.id), inArray(licenseKeys.status, ['issued', 'activated'])),
      )
      .returning({ id: licenseKeys.id });
    await withdrawRevokedKeys(
      tx,
      revoked.map((key) => key.id),
    );
    // Keys that were revoked earlier (refunds, replacements) hold no working key either way.
    await tx.update(licenseKeys).set({ sealedKey: null }).where(eq(licenseKeys.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx
      .update(feedback)
      .set({ username: 'Anonymous', email: null, userId: null })
      .where(eq(feedback.userId, user.id));
    await tx.update(emails).set({ to: DELETED_ADDRESS }).where(eq(emails.userId, user.id));
    if (user.email) {
      await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, user.email.toLowerCase()));
    }
    await tx
      .update(users)
      .set({
        discordId: null,
        username: DELETED_ACCOUNT_NAME,
        globalName: null,
        discriminator: null,
        avatar: null,
        email: null,
        emailVerified: false,
        pendingEmail: null,
        emailChosen: false,
        verificationToken: null,
        verificationExpires: null,
        plan: 'free',
        planExpiresAt: null,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        paymentStatus: 'inactive',
        accessToken: null,
        refreshToken: null,
        tokenExpiresAt: null,
        passwordHash: null,
        totpSecret: null,
        totpLastStep: null,
        profileCompleted: false,
        profileName: null,
        bio: null,
        profilePicture: null,
        website: null,
        twitter: null,
        github: null,
        onboardingCompleted: false,
        lastLoginAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  });
  await removeUploadedPictures(input.avatarsDir, input.userId);
}

/** Uploaded pictures are named after their owner (`<userId>_<id>.webp`). */
async function removeUploadedPictures(avatarsDir: string, userId: string): Promise<void> {
  const names = await readdir(avatarsDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${userId}_`))
      .map((name) => unlink(`${avatarsDir}/${name}`)),
  );
}
