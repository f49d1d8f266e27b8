import { and, type Db, eq, isNull, isUniqueViolation, lt, or, schema } from '@guildsmith/db';

const { serverTickets } = schema;

export type Ticket = schema.ServerTicket;

/** The partial unique index that allows one open ticket per member and type. */
const ONE_OPEN_PER_TYPE = 'server_tickets_open_per_member_type_key';

const isOpen = eq(serverTickets.status, 'open');

export async function ticketById(db: Db, id: string): Promise<Ticket | null> {
  const [row] = await db.select().from(serverTickets).where(eq(serverTickets.id, id)).limit(1);
  return row ?? null;
}

export async function openTicketOf(
  db: Db,
  input: { guildId: string; openerId: string; type: string },
): Promise<Ticket | null> {
  const [row] = await db
    .select()
    .from(serverTickets)
    .where(
      and(
        eq(serverTickets.serverId, input.guildId),
        eq(serverTickets.openerId, input.openerId),
        eq(serverTickets.type, input.type),
        isOpen,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The ticket's row comes before its channel: when two picks race, the index
 * lets one through and the other gets the ticket that won.
 */
export async function insertTicket(
  db: Db,
  input: { guildId: string; openerId: string; type: string },
): Promise<{ inserted: true; ticket: Ticket } | { inserted: false; existing: Ticket | null }> {
  try {
    const [ticket] = await db
      .insert(serverTickets)
      .values({ serverId: input.guildId, openerId: input.openerId, type: input.type })
      .returning();
    if (!ticket) throw new Error('The ticket was not stored');
    return { inserted: true, ticket };
  } catch (error) {
    if (!isUniqueViolation(error, ONE_OPEN_PER_TYPE)) throw error;
    return { inserted: false, existing: await openTicketOf(db, input) };
  }
}

export async function setTicketChannel(db: Db, id: string, channelId: string): Promise<void> {
  await db.update(serverTickets).set({ channelId }).where(eq(serverTickets.id, id));
}

/** Closes a ticket, now or after a failed channel creation (the member may then try again). */
export async function markClosed(db: Db, id: string, closedBy: string | null): Promise<void> {
  await db
    .update(serverTickets)
    .set({ status: 'closed', closedAt: new Date(), ...(closedBy ? { closedBy } : {}) })
    .where(eq(serverTickets.id, id));
}

/** The first claim wins; null when someone already holds the ticket or it is closed. */
export async function claimTicket(db: Db, id: string, staffId: string): Promise<Ticket | null> {
  const [row] = await db
    .update(serverTickets)
    .set({ claimedBy: staffId })
    .where(and(eq(serverTickets.id, id), isOpen, isNull(serverTickets.claimedBy)))
    .returning();
  return row ?? null;
}

/** A close that started this long ago and never finished (a crash) no longer holds the ticket. */
const CLOSING_TIMEOUT_MS = 5 * 60_000;

/**
 * Marks who is closing an open ticket and since when (closedAt, while still
 * open), so a second Yes arriving meanwhile does not post a second
 * transcript; null when someone already is.
 */
export async function beginClosing(
  db: Db,
  id: string,
  closerId: string,
  now: Date = new Date(),
): Promise<Ticket | null> {
  const stale = new Date(now.getTime() - CLOSING_TIMEOUT_MS);
  const [row] = await db
    .update(serverTickets)
    .set({ closedBy: closerId, closedAt: now })
    .where(
      and(
        eq(serverTickets.id, id),
        isOpen,
        or(isNull(serverTickets.closedBy), lt(serverTickets.closedAt, stale)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The close stopped halfway (nothing deleted): the ticket is open for the next attempt. */
export async function abandonClosing(db: Db, id: string): Promise<void> {
  await db
    .update(serverTickets)
    .set({ closedBy: null, closedAt: null })
    .where(and(eq(serverTickets.id, id), isOpen));
}
