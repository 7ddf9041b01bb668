import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteStartParams } from '../../src/server/db/pgliteInit';
import { PgliteThread } from '../../src/server/db/pgliteThread';

// The embedded database's thread names a statement on its second use and from then on only binds and runs
// it (pgliteThread.worker.mjs, decision 237). Whatever path a statement takes, it must answer exactly as
// PGlite's own query() does: the same rows and types, the same errors with PostgreSQL's fields, and a
// table changed under a named statement must not break it.

let thread: PgliteThread;

beforeAll(async () => {
  thread = await PgliteThread.start({
    dataDir: undefined,
    snapshot: undefined,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  await thread.exec(`
    CREATE TABLE things (
      id integer PRIMARY KEY,
      name text NOT NULL,
      details jsonb,
      active boolean NOT NULL DEFAULT true,
      at timestamptz NOT NULL DEFAULT now()
    );`);
});

afterAll(async () => {
  await thread?.close();
});

const INSERT =
  'INSERT INTO things (id, name, details, active) VALUES ($1, $2, $3, $4) RETURNING id, name, details, active';
const BY_ID = 'SELECT * FROM things WHERE id = $1';

describe('named statements on the PGlite thread', () => {
  it('answers a statement the same on its first, second and later uses, objects and arrays', async () => {
    const answers = [];
    for (let id = 1; id <= 6; id += 1) {
      const details = id % 2 === 0 ? { size: id, tags: ['a', `é${id}`] } : null;
      answers.push(await thread.query(INSERT, [id, `thing ${id}`, details, id !== 3]));
    }
    for (const [index, answer] of answers.entries()) {
      const id = index + 1;
      expect(answer.rows).toEqual([
        {
          id,
          name: `thing ${id}`,
          details: id % 2 === 0 ? { size: id, tags: ['a', `é${id}`] } : null,
          active: id !== 3,
        },
      ]);
      expect(answer.fields.map((field) => field.name)).toEqual(['id', 'name', 'details', 'active']);
      expect(answer.affectedRows).toBe(1);
    }
    const asArrays = [];
    for (let use = 0; use < 3; use += 1) {
      asArrays.push(
        await thread.query('SELECT id, name FROM things WHERE id <= $1 ORDER BY id', [2], {
          rowMode: 'array',
        }),
      );
    }
    for (const answer of asArrays)
      expect(answer.rows).toEqual([
        [1, 'thing 1'],
        [2, 'thing 2'],
      ]);
    // The driver's text types stay text (Drizzle maps them itself) on the named path too.
    const times = [];
    for (let use = 0; use < 3; use += 1)
      times.push((await thread.query<{ at: unknown }>(BY_ID, [1])).rows[0]?.at);
    for (const at of times) expect(typeof at).toBe('string');
  });

  it('fails with the database error and its fields, and the next statement runs', async () => {
    for (let use = 0; use < 3; use += 1) {
      const refused = thread.query(INSERT, [1, 'again', null, true]);
      await expect(refused).rejects.toMatchObject({ code: '23505', constraint: 'things_pkey' });
    }
    const missing = thread.query(INSERT, [99, null, null, true]);
    await expect(missing).rejects.toMatchObject({ code: '23502' });
    expect((await thread.query(BY_ID, [2])).rows).toHaveLength(1);
  });

  it('keeps answering a named statement after its table gained a column', async () => {
    for (let use = 0; use < 3; use += 1) expect((await thread.query(BY_ID, [4])).rows).toHaveLength(1);
    await thread.exec("ALTER TABLE things ADD COLUMN colour text NOT NULL DEFAULT 'red'");
    for (let use = 0; use < 3; use += 1) {
      expect((await thread.query<{ colour: string }>(BY_ID, [4])).rows[0]?.colour).toBe('red');
    }
  });

  it('leaves statements in a transaction to the transaction, committed or rolled back', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(INSERT, [50, 'rolled back', null, true]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await thread.transaction(async (tx) => {
      await tx.query(INSERT, [51, 'kept', null, true]);
    });
    const rows = (
      await thread.query<{ id: number }>('SELECT id FROM things WHERE id >= $1 ORDER BY id', [50])
    ).rows;
    expect(rows.map((row) => row.id)).toEqual([51]);
  });
});
