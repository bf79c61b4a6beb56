import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { nowInstant } from '../lib/clock.js';
import { afterCommit, lockRow, unitOfWork } from './unit-of-work.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ seed: false });
});
afterAll(() => app.close());

/** Read-modify-write of a counter kept in a customer's name, with a round trip in between. */
async function increment(customerId: number, log: string[], who: string, lock: boolean): Promise<void> {
  await unitOfWork(app.db, async (trx) => {
    if (lock) expect(await lockRow(trx, 'customers', customerId)).toBe(true);
    log.push(`${who} in`);
    const row = await trx.selectFrom('customers').select('name').where('id', '=', customerId).executeTakeFirstOrThrow();
    await trx.selectFrom('customers').select('id').where('id', '=', customerId).execute();
    await trx
      .updateTable('customers')
      .set({ name: String(Number(row.name) + 1), updated_at: nowInstant(app.clock) })
      .where('id', '=', customerId)
      .execute();
    log.push(`${who} out`);
  });
}

describe('lockRow', () => {
  it('makes concurrent units of work on one row run one after the other', async () => {
    const { id } = await createCustomer(app, { name: '0' });
    const log: string[] = [];
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((who) => increment(id, log, who, true)));
    const row = await app.db.selectFrom('customers').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('6');
    // Never two inside at once: every "in" is followed by its own "out".
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(log[i]?.replace(' in', ' out'));
  });

  it('says when there is no such row', async () => {
    await unitOfWork(app.db, async (trx) => expect(await lockRow(trx, 'customers', 987654)).toBe(false));
  });
});

describe('unitOfWork', () => {
  it('refuses to open inside another unit of work', async () => {
    await expect(unitOfWork(app.db, (trx) => unitOfWork(trx, async () => 1))).rejects.toThrow(/inside a transaction/);
  });

  it('runs after-commit hooks only once the work committed, never after a rollback', async () => {
    const ran: string[] = [];
    await unitOfWork(app.db, async (trx) => {
      afterCommit(trx, () => ran.push('committed'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed']);
    await expect(
      unitOfWork(app.db, async (trx) => {
        afterCommit(trx, () => ran.push('rolled back'));
        throw new Error('rule said no');
      }),
    ).rejects.toThrow('rule said no');
    expect(ran).toEqual(['committed']);
  });
});
