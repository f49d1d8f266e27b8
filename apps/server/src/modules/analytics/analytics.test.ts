/**
 * Every figure of both analytics routes, for every range and metric, against
 * SQL written here on its own (not the service's queries), over 400 days of
 * generated rows; and the CSV export against the dashboard it must match.
 */
import { schema, sql } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { seedAnalytics } from './test-support.ts';

const RANGES = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
const SECTIONS = {
  overview: ['recentActivity', 'templateStats', 'userGrowth', 'planDistribution'],
  users: ['userGrowth', 'planDistribution'],
  servers: ['templateStats'],
  activity: ['recentActivity'],
} as const;
type Range = keyof typeof RANGES;
type Metric = keyof typeof SECTIONS;

let harness: TestApp;
let adminToken: string;
let userToken: string;
let clients = 0;

beforeAll(async () => {
  harness = await createTestApp();
  const { db } = harness.database;
  await seedAnalytics(db, new Date());
  const tokens = new SessionTokens(db, harness.config.jwtSecret);
  const [admin, user] = await db
    .insert(schema.users)
    .values([
      { username: 'analytics-admin', role: 'admin', createdAt: new Date(0) },
      { discordId: 'plain-user', username: 'plain-user', role: 'user', createdAt: new Date(0) },
    ])
    .returning();
  if (!admin || !user) throw new Error('accounts not created');
  adminToken = (await tokens.issue({ id: admin.id, role: 'admin' })).token;
  userToken = (await tokens.issue({ id: user.id, role: 'user' })).token;
});

afterAll(async () => harness.close());

/** Each request from its own address, unless a test means to share one (the rate limit). */
const get = (url: string, token?: string, address?: string) => {
  clients += 1;
  return harness.app.inject({
    method: 'GET',
    url,
    headers: {
      'x-forwarded-for': address ?? `10.9.${clients >> 8}.${clients & 255}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await harness.database.db.execute(query)).rows as T[];
}

const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;

/** The expected answer for one window, every part counted here from the tables. */
async function expected(from: string, to: string, days: number) {
  const inRange = (column: string) => sql.raw(`${column} >= '${from}' and ${column} <= '${to}'`);
  const [summary] = await rows<Record<string, string>>(sql`
    select
      (select count(distinct r.server_id) from server_creation_results r
        where ${inRange('r.created_at')} and r.status in ('success', 'partial')) as servers,
      (select count(distinct s.style_id) from server_creation_results r
        join server_setup_sessions s on s.id = r.session_id where ${inRange('r.created_at')}) as styles,
      (select count(*) from server_creation_results r
        where ${inRange('r.created_at')} and r.status = 'success') as ok,
      (select count(*) from server_creation_results r
        where ${inRange('r.created_at')} and r.status <> 'undone') as decided,
      (select count(*) from users u where u.role = 'user' and (
        (${inRange('u.last_login_at')})
        or u.id in (select l.user_id from bot_usage_logs l where ${inRange('l.created_at')})
        or u.id in (select r.user_id from server_creation_results r where ${inRange('r.created_at')})
      )) as active`);
  const templates = await rows<Record<string, string>>(sql`
    select s.style_id as id, count(*) as uses,
      sum(case when r.status = 'success' then 1 else 0 end) as ok,
      sum(case when r.status <> 'undone' then 1 else 0 end) as decided
    from server_creation_results r join server_setup_sessions s on s.id = r.session_id
    where ${inRange('r.created_at')} and s.style_id is not null
    group by s.style_id order by count(*) desc, s.style_id asc limit 10`);
  const growth = await rows<Record<string, string>>(sql`
    select to_char(d at time zone 'UTC', 'YYYY-MM-DD') as date,
      (select count(*) from users u where u.role = 'user'
        and u.created_at >= d and u.created_at < d + interval '24 hours') as new_users,
      (select count(*) from users u where u.role = 'user'
        and u.created_at < d + interval '24 hours') as total_users
    from (select ${from}::timestamptz + i * interval '24 hours' as d
          from generate_series(0, ${sql.raw(String(days - 1))}) as i) as days order by d`);
  const plans = await rows<Record<string, string>>(sql`
    select case when plan in ('starter', 'premium', 'ultimate')
        and (plan_expires_at is null or plan_expires_at <= ${to}::timestamptz)
      then 'free' else plan end as plan, count(*) as n
    from users where role = 'user' group by 1`);
  const activity = await rows<Record<string, string>>(sql`
    select id, at, status from (
      select 'command:' || id as id, created_at as at,
        case when success then 'success' else 'error' end as status
      from bot_usage_logs where ${inRange('created_at')}
      union all
      select 'build:' || id, created_at,
        case status when 'success' then 'success' when 'failed' then 'error' else 'other' end
      from server_creation_results where ${inRange('created_at')}
    ) as both_kinds order by at desc, id desc limit 20`);

  const n = (value: string | undefined) => Number(value ?? 0);
  const customers = plans.reduce((sum, row) => sum + n(row.n), 0);
  return {
    totalServers: n(summary?.servers),
    activeUsers: n(summary?.active),
    templatesUsed: n(summary?.styles),
    successRate: rate(n(summary?.ok), n(summary?.decided)),
    recentActivity: activity.map((row) => ({
      id: row.id,
      status: row.status,
      timestamp: new Date(row.at ?? '').toISOString(),
    })),
    templateStats: templates.map((row) => ({
      templateId: row.id,
      usageCount: n(row.uses),
      successRate: rate(n(row.ok), n(row.decided)),
    })),
    userGrowth: growth.map((row) => ({
      date: row.date,
      newUsers: n(row.new_users),
      totalUsers: n(row.total_users),
    })),
    planDistribution: ['free', 'starter', 'premium', 'ultimate', 'lifetime'].map((plan) => {
      const count = n(plans.find((row) => row.plan === plan)?.n);
      return { plan, count, percentage: rate(count, customers) };
    }),
  };
}

/** RFC 4180, read here without the server's code: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

/** The dashboard answer as the CSV's rows, to compare the two cell by cell. */
function asRecords(data: Record<string, unknown>): string[][] {
  const out: string[][] = [['section', 'item', 'field', 'value']];
  for (const field of ['range', 'metric', 'from', 'to'])
    out.push(['meta', '', field, String(data[field])]);
  for (const field of ['totalServers', 'activeUsers', 'templatesUsed', 'successRate']) {
    out.push(['summary', '', field, String(data[field])]);
  }
  const listed: [string, string, string[]][] = [
    ['recentActivity', 'id', ['type', 'description', 'status', 'timestamp']],
    ['templateStats', 'templateId', ['name', 'category', 'usageCount', 'successRate']],
    ['userGrowth', 'date', ['newUsers', 'totalUsers']],
    ['planDistribution', 'plan', ['count', 'percentage']],
  ];
  for (const [section, key, fields] of listed) {
    for (const item of (data[section] ?? []) as Record<string, unknown>[]) {
      for (const field of fields) {
        const value = String(item[field]);
        out.push([section, String(item[key]), field, /^[=+\-@]/.test(value) ? `'${value}` : value]);
      }
    }
  }
  return out;
}

describe('GET /api/analytics/*', () => {
  it.each(['dashboard', 'export'])(
    '%s: 401 signed out, 403 for a user, 400 for a bad range',
    async (route) => {
      expect((await get(`/api/analytics/${route}`)).statusCode).toBe(401);
      const refused = await get(`/api/analytics/${route}`, userToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('You need admin privileges to access analytics');
      expect((await get(`/api/analytics/${route}?range=2y`, adminToken)).statusCode).toBe(400);
      expect((await get(`/api/analytics/${route}?metric=revenue`, adminToken)).statusCode).toBe(
        400,
      );
    },
  );

  it('defaults to 30 days and the overview', async () => {
    const answer = (await get('/api/analytics/dashboard', adminToken)).json();
    expect(answer).toMatchObject({ range: '30d', metric: 'overview' });
    expect(answer.userGrowth).toHaveLength(30);
  });

  for (const range of Object.keys(RANGES) as Range[]) {
    for (const metric of Object.keys(SECTIONS) as Metric[]) {
      it(`${range} ${metric}: every figure equals SQL counted here, and the CSV says the same`, async () => {
        const response = await get(
          `/api/analytics/dashboard?range=${range}&metric=${metric}`,
          adminToken,
        );
        expect(response.statusCode).toBe(200);
        const data = response.json();
        const truth = await expected(data.from, data.to, RANGES[range]);

        const from = new Date(data.from);
        expect(from.getUTCHours() + from.getUTCMinutes() + from.getUTCSeconds()).toBe(0);
        expect(Date.parse(data.to) - from.getTime()).toBeLessThan(RANGES[range] * 86_400_000);
        expect(Date.parse(data.to) - from.getTime()).toBeGreaterThanOrEqual(
          (RANGES[range] - 1) * 86_400_000,
        );
        expect(Object.keys(data).sort()).toEqual(
          [
            'range',
            'metric',
            'from',
            'to',
            'totalServers',
            'activeUsers',
            'templatesUsed',
            'successRate',
            ...SECTIONS[metric],
          ].sort(),
        );
        expect(data).toMatchObject({
          range,
          metric,
          totalServers: truth.totalServers,
          activeUsers: truth.activeUsers,
          templatesUsed: truth.templatesUsed,
          successRate: truth.successRate,
        });
        // The seed must make every figure count something, or equality proves little.
        expect(truth.totalServers * truth.activeUsers * truth.templatesUsed).toBeGreaterThan(0);
        const sections = new Set<string>(SECTIONS[metric]);
        if (sections.has('recentActivity')) {
          expect(
            data.recentActivity.map(({ id, status, timestamp }: Record<string, string>) => ({
              id,
              status,
              timestamp,
            })),
          ).toEqual(truth.recentActivity);
        }
        if (sections.has('templateStats')) {
          expect(
            data.templateStats.map(
              ({ templateId, usageCount, successRate }: Record<string, string>) => ({
                templateId,
                usageCount,
                successRate,
              }),
            ),
          ).toEqual(truth.templateStats);
        }
        if (sections.has('userGrowth')) expect(data.userGrowth).toEqual(truth.userGrowth);
        if (sections.has('planDistribution')) {
          expect(data.planDistribution).toEqual(truth.planDistribution);
        }

        const file = await get(`/api/analytics/export?range=${range}&metric=${metric}`, adminToken);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="analytics-${metric}-${range}-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
        const records = parseCsv(file.body);
        const fromDashboard = asRecords(data);
        // Only the moment of reading differs between the two requests.
        const withoutTo = (table: string[][]) =>
          table.filter((row) => row[2] !== 'to' || row[0] !== 'meta');
        expect(withoutTo(records)).toEqual(withoutTo(fromDashboard));
      });
    }
  }

  it('keeps a cell a spreadsheet would run as a formula inert', async () => {
    const file = await get('/api/analytics/export?range=7d&metric=activity', adminToken);
    expect(file.body).toContain(
      '"\'=HYPERLINK(""https://example.test"",""x""):go failed (@SUM(1,2))',
    );
    const cells = parseCsv(file.body).map((record) => record[3] ?? '');
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('limits exports per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await get('/api/analytics/export?range=7d&metric=servers', adminToken, '10.99.0.1'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('is in the API documentation', async () => {
    const { paths } = harness.app.swagger() as {
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    };
    expect(paths['/api/analytics/dashboard']?.get.responses['200']?.content).toHaveProperty([
      'application/json',
    ]);
    expect(paths['/api/analytics/export']?.get.responses['200']?.content).toHaveProperty([
      'text/csv',
    ]);
  });
});
