import type { Testimonial } from '@guildsmith/core';
import { and, type Db, desc, eq, isNotNull, schema } from '@guildsmith/db';

const { feedback, users } = schema;

/** How many approved quotes the landing page rotates through. */
const TESTIMONIALS_SHOWN = 10;

/** A first name, or the username: a quote never names more of a person than that. */
export function publicName(user: { profileName: string | null; username: string }): string {
  const first = user.profileName?.trim().split(/\s+/)[0];
  return first || user.username;
}

/** Approved praise, newest approval first, named by first name only. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select({
      id: feedback.id,
      message: feedback.message,
      username: users.username,
      profileName: users.profileName,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(and(eq(feedback.category, 'praise'), isNotNull(feedback.approvedAt)))
    .orderBy(desc(feedback.approvedAt))
    .limit(TESTIMONIALS_SHOWN);
  return rows.map((row) => ({ id: row.id, name: publicName(row), message: row.message }));
}
