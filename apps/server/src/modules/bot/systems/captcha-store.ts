import { and, type Db, eq, schema } from '@guildsmith/db';
import type { ChallengeState } from './captcha-challenge.ts';

const { captchaChallenges } = schema;

interface Member {
  guildId: string;
  userId: string;
}

const ofMember = (member: Member) =>
  and(eq(captchaChallenges.serverId, member.guildId), eq(captchaChallenges.userId, member.userId));

const stateOf = (row: schema.CaptchaChallenge): ChallengeState => ({
  answer: row.answer,
  expiresAt: row.expiresAt,
  failures: row.failures,
  windowStartedAt: row.windowStartedAt,
  lockedUntil: row.lockedUntil,
});

export async function readChallenge(db: Db, member: Member): Promise<ChallengeState | null> {
  const [row] = await db.select().from(captchaChallenges).where(ofMember(member)).limit(1);
  return row ? stateOf(row) : null;
}

export async function storeChallenge(db: Db, member: Member, state: ChallengeState): Promise<void> {
  const values = { ...state, updatedAt: new Date() };
  await db
    .insert(captchaChallenges)
    .values({ serverId: member.guildId, userId: member.userId, ...values })
    .onConflictDoUpdate({
      target: [captchaChallenges.serverId, captchaChallenges.userId],
      set: values,
    });
}

/**
 * Reads the member's challenge, locked against a second answer arriving at
 * the same time, and stores what `decide` makes of it (null forgets it), so
 * two answers to one code cannot both be judged against it.
 */
export async function updateChallenge<T>(
  db: Db,
  member: Member,
  decide: (state: ChallengeState | null) => { next: ChallengeState | null; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(captchaChallenges).where(ofMember(member)).for('update');
    const { next, result } = decide(row ? stateOf(row) : null);
    if (!next) await tx.delete(captchaChallenges).where(ofMember(member));
    else if (row) {
      await tx
        .update(captchaChallenges)
        .set({ ...next, updatedAt: new Date() })
        .where(ofMember(member));
    }
    return result;
  });
}
