import { asc, type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../lib/secret-box.ts';
import { acceptTotpCode } from '../modules/auth/admin-totp.ts';
import { enrolTotp, type OperatorTerminal, saveAdmin } from './admin-account.ts';

let database: Database;
const secrets = new SecretBox(Buffer.alloc(32, 7));

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const adminRow = async (id: string) => {
  const [row] = await database.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
};

/** Plays the operator: reads what is printed and answers each question with `answer`. */
function scriptedTerminal(answer: (printed: string[]) => string) {
  const printed: string[] = [];
  const terminal: OperatorTerminal = {
    print: (line) => printed.push(line),
    ask: async () => answer(printed),
  };
  return { terminal, printed };
}

const printedSecret = (printed: string[]) =>
  printed.find((line) => line.includes('Secret (base32):'))?.split(': ')[1] ?? '';

describe('admin:create', () => {
  it('creates an admin, then sets a new password for the same one', async () => {
    const first = await saveAdmin(database.db, {
      username: 'cli.admin',
      password: 'first password',
    });
    expect(first).toMatchObject({ created: true, totpEnrolled: false });
    const second = await saveAdmin(database.db, {
      username: 'cli.admin',
      password: 'second password',
    });
    expect(second).toEqual({ id: first.id, created: false, totpEnrolled: false });
    const row = await adminRow(first.id);
    expect(row?.role).toBe('admin');
    expect(await verify(row?.passwordHash ?? '', 'second password')).toBe(true);
    // Making an admin (the only way one is made) and resetting the password are audited.
    const audit = await database.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, first.id))
      .orderBy(asc(schema.adminAuditLog.createdAt));
    expect(audit.map((entry) => [entry.action, entry.actorId, entry.actorName])).toEqual([
      ['grant_admin', null, 'npm run admin:create'],
      ['reset_admin_password', null, 'npm run admin:create'],
    ]);
  });

  it('enrols TOTP after a right first code, printing the secret once and storing it sealed', async () => {
    const admin = await saveAdmin(database.db, {
      username: 'totp.alice',
      password: 'long password',
    });
    let asked = 0;
    const { terminal, printed } = scriptedTerminal((lines) => {
      asked += 1;
      // A typo first, then what the app shows (typed with the space some apps display).
      if (asked === 1) return '000 000';
      const code = TOTP.generate({ secret: Secret.fromBase32(printedSecret(lines)) });
      return `${code.slice(0, 3)} ${code.slice(3)}`;
    });
    expect(
      await enrolTotp(
        { db: database.db, secrets },
        { id: admin.id, username: 'totp.alice' },
        terminal,
      ),
    ).toBe(true);

    const secret = printedSecret(printed);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(printed.find((line) => line.includes('otpauth://'))?.trim() ?? '');
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Guildsmith:totp.alice');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Guildsmith',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(printed.filter((line) => line.includes(secret))).toHaveLength(2);
    expect(printed).toContain(
      'That code does not match. Check the clock of the device and try again.',
    );

    const row = await adminRow(admin.id);
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
    expect(secrets.open(row?.totpSecret ?? '')).toBe(secret);
    // The confirming code is spent: it cannot sign in afterwards.
    const confirming = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect(
      await acceptTotpCode(
        database.db,
        secrets,
        { id: admin.id, totpSecret: row?.totpSecret ?? '' },
        confirming,
      ),
    ).toBe(false);
    expect(
      (await saveAdmin(database.db, { username: 'totp.alice', password: 'long password' }))
        .totpEnrolled,
    ).toBe(true);
  });

  it('stores nothing when the first code never matches', async () => {
    const admin = await saveAdmin(database.db, { username: 'totp.bob', password: 'long password' });
    const { terminal } = scriptedTerminal(() => 'nonsense');
    expect(
      await enrolTotp(
        { db: database.db, secrets },
        { id: admin.id, username: 'totp.bob' },
        terminal,
      ),
    ).toBe(false);
    expect((await adminRow(admin.id))?.totpSecret).toBeNull();
  });
});
