import { type DbExecutor, eq, schema } from '@guildsmith/db';

const { users } = schema;

export type Recipient =
  | { status: 'confirmed'; address: string }
  | { status: 'unconfirmed' }
  | { status: 'missing' };

/**
 * Where an account's e-mail goes. Only an address Discord verified, or one the
 * buyer confirmed through our link, receives keys and billing notices: an
 * address nobody proved to own could belong to anyone.
 */
export async function recipientOf(db: DbExecutor, userId: string): Promise<Recipient> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) return { status: 'missing' };
  return user.emailVerified
    ? { status: 'confirmed', address: user.email }
    : { status: 'unconfirmed' };
}
