import { and, type Db, desc, eq, inArray, isNull, schema } from '@guildsmith/db';
import { type BuiltSystems, builtSystemsSchema } from '../builder/index.ts';
import { type BotLocale, isBotLocale } from '../texts/locales.ts';

const { licenseKeys, serverCreationResults, serverRegistrations } = schema;

/** What a member's click finds in the server: whether the plan still runs the systems, and what was built. */
export interface ServerSystems {
  /**
   * False once the registration is no longer active or the key that made it
   * was revoked (a refund or a dispute): the systems answer a notice instead
   * of acting, and what was built stays. An account's 30-day pass plays no
   * part: a registration does not expire with it.
   */
  planActive: boolean;
  /** The systems of the latest build still standing (not undone), or null. */
  built: BuiltSystems | null;
  /** The language the build posted in, else the member's: every reply is in it. */
  locale: BotLocale;
}

async function planActiveIn(db: Db, guildId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: serverRegistrations.status, keyStatus: licenseKeys.status })
    .from(serverRegistrations)
    .leftJoin(licenseKeys, eq(licenseKeys.id, serverRegistrations.licenseKeyId))
    .where(eq(serverRegistrations.serverId, guildId))
    .limit(1);
  if (row?.status !== 'active') return false;
  // Refunded and disputed keys are revoked; a replaced key never registered a server (only unused keys are replaced).
  return row.keyStatus !== 'revoked';
}

async function latestBuild(db: Db, guildId: string): Promise<BuiltSystems | null> {
  const [row] = await db
    .select({ setupConfig: serverCreationResults.setupConfig })
    .from(serverCreationResults)
    .where(
      and(
        eq(serverCreationResults.serverId, guildId),
        isNull(serverCreationResults.undoneAt),
        inArray(serverCreationResults.status, ['success', 'partial']),
      ),
    )
    .orderBy(desc(serverCreationResults.createdAt))
    .limit(1);
  const parsed = builtSystemsSchema.safeParse(row?.setupConfig?.bot);
  return parsed.success ? parsed.data : null;
}

export async function serverSystemsOf(
  db: Db,
  guildId: string,
  memberLocale: BotLocale,
): Promise<ServerSystems> {
  const [planActive, built] = await Promise.all([
    planActiveIn(db, guildId),
    latestBuild(db, guildId),
  ]);
  const language = built?.language;
  return { planActive, built, locale: isBotLocale(language) ? language : memberLocale };
}
