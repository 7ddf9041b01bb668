// The lead inbox at 50,000 leads (issue 13, item 4: listLeads p99 at most 50 ms). Run by hand:
//   npx tsx tests/bench/staffLeads.ts                        (PGlite in memory)
//   TEST_DATABASE_URL=postgres://... npx tsx tests/bench/staffLeads.ts   (a fresh PostgreSQL database)
// It starts the real server in this process, seeds the leads, and times listLeads over real HTTP, one
// call at a time, for a mix of the inbox's queries; leadCounts is timed apart. Figures are printed, never
// asserted. `--analyze` runs ANALYZE after seeding (PostgreSQL's autovacuum does that by itself; PGlite
// has no autovacuum).
import { sql } from 'drizzle-orm';
import { two_factor_secrets } from '../../src/server/db/schema';
import { randomPrivateIp } from '../helpers/accounts';
import { seedLeads } from '../helpers/leadSeeder';
import { createSignedInUser } from '../helpers/sessionFixture';
import { startTestServer } from '../helpers/testServer';

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const STAFF = 'bench-staff@example.com';
const print = (line: string) => process.stdout.write(`${line}\n`);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  return `n=${sorted.length} p50 ${ms(quantile(sorted, 0.5))} ms, p99 ${ms(quantile(sorted, 0.99))} ms, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)} ms`;
};

// Each call from its own client address (TRUST_PROXY), so the 120-a-minute limit per address stays out of it.
const server = await startTestServer({ STAFF_EMAILS: STAFF, TRUST_PROXY: 'true' });
try {
  const { db } = server.database;
  // A session that passed a second factor and confirmed it's its user, as staff calls and the export need.
  const staff = await createSignedInUser(db, {
    email: STAFF,
    first_name: 'Bench',
    last_name: 'Staff',
    signedInWith: 'password_and_code',
    confirmed: true,
  });
  // 2FA on without a usable secret: no code is ever checked here, only that it is on.
  await db
    .insert(two_factor_secrets)
    .values({ user_id: staff.userId, secret_ciphertext: 'x', enabled_at: new Date() });
  const seeding = performance.now();
  await seedLeads(db, LEADS);
  print(
    `${server.database.kind}: seeded ${LEADS} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  // About a fifth of the leads written in Spanish (issue 39; ~22 % of Floridians speak it at home).
  await db.execute(sql`update leads set language = 'es' where abs(hashtext(id::text)) % 5 = 0`);
  if (process.argv.includes('--analyze')) await db.execute(sql`analyze`);
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain select id from leads
    where language = 'es' order by created_at desc, id desc limit 51`);
  print(`plan of a Spanish page: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`);

  const timings = new Map<string, number[]>();
  async function timed(kind: string, path: string): Promise<{ next_cursor?: string | null }> {
    const started = performance.now();
    const headers = { ...staff.auth, 'x-forwarded-for': randomPrivateIp() };
    const res = await server.fetch(`/api/staff${path}`, { headers });
    const body = (await res.json()) as { next_cursor?: string | null };
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    timings.set(kind, [...(timings.get(kind) ?? []), elapsed]);
    return body;
  }

  const statuses = ['new', 'contacted', 'quoted', 'won', 'lost'];
  const names = ['alvarez', 'brooks', 'chen', 'diaz', 'evans', 'foster', 'garcia'];
  // Warm-up: the first calls compile the routes' serialisers and fill the caches.
  for (let i = 0; i < 10; i += 1) await timed('warm-up', '/leads');
  timings.delete('warm-up');
  for (let round = 0; round < ROUNDS; round += 1) {
    const n = 1 + ((round * 7919) % LEADS);
    const status = statuses[round % statuses.length] ?? 'new';
    const name = names[round % names.length] ?? 'chen';
    const phone = `(407) ${String(n).padStart(7, '0').slice(0, 3)}-${String(n).padStart(7, '0').slice(3)}`;
    let page = await timed('first page', '/leads');
    for (let depth = 0; depth < 5 && page.next_cursor; depth += 1) {
      page = await timed('next pages', `/leads?cursor=${page.next_cursor}`);
    }
    await timed('status', `/leads?status=${status}`);
    await timed('kind', `/leads?kind=${round % 2 ? 'estimate' : 'inquiry'}`);
    await timed('status + kind', `/leads?status=${status}&kind=estimate`);
    let spanish = await timed('language', '/leads?language=es');
    for (let depth = 0; depth < 3 && spanish.next_cursor; depth += 1) {
      spanish = await timed('language pages', `/leads?language=es&cursor=${spanish.next_cursor}`);
    }
    await timed('language + more', `/leads?language=es&status=${status}&kind=estimate`);
    await timed('language + search', `/leads?language=es&q=${name}`);
    await timed('search one lead', `/leads?q=${encodeURIComponent(`bench ${n} `)}`);
    await timed('search phone', `/leads?q=${encodeURIComponent(phone)}`);
    await timed('search common', `/leads?q=${name}`);
    await timed('search + status', `/leads?q=${name}&status=${status}`);
    await timed('search nothing', `/leads?q=zzqx${round}`);
    await timed('counts', '/leads/counts');
    await timed('counts search', `/leads/counts?q=${name}&kind=estimate`);
    await timed('counts language', '/leads/counts?language=es');
  }
  const list = [...timings].filter(([kind]) => !kind.startsWith('counts'));
  print(`listLeads, all ${list.length} kinds of query: ${figures(list.flatMap(([, values]) => values))}`);
  for (const [kind, values] of timings) print(`  ${kind.padEnd(16)} ${figures(values)}`);
} finally {
  await server.close();
}
