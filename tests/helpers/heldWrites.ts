import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { inquiries } from '../../src/server/db/schema';

/**
 * Holds every inquiry write until `release`: a transaction that locks the table against inserts (on
 * PGlite, whose one connection a transaction holds alone, it holds every statement).
 */
export async function holdInquiryWrites(db: Db): Promise<{ release(): Promise<void> }> {
  let letGo: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let locked: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${inquiries} in share mode`);
    locked();
    await gate;
  });
  await Promise.race([holding, transaction]);
  return {
    async release() {
      letGo();
      await transaction;
    },
  };
}
