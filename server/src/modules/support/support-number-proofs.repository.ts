import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { SupportNumberProofsTable } from '../../db/schema';

/** The codes waiting to prove a customer's WhatsApp number (one per user). */
export const numberProofsRepository = {
  findProof(db: Executor, userId: string): Promise<Selectable<SupportNumberProofsTable> | undefined> {
    return db
      .selectFrom('support_number_proofs')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** A new code for the user: it replaces the one he had, with its attempts. */
  async saveProof(db: Executor, row: Insertable<SupportNumberProofsTable>): Promise<void> {
    const { user_id: _, ...changes } = row;
    await db
      .insertInto('support_number_proofs')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
      .execute();
  },

  /** Spends one attempt on the user's code; false when none is left (one statement: parallel guesses count). */
  async spendProofAttempt(db: Executor, userId: string, maxAttempts: number): Promise<boolean> {
    const result = await db
      .updateTable('support_number_proofs')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Uses the code up; false when another request used it first. */
  async deleteProof(db: Executor, userId: string, codeHash?: string): Promise<boolean> {
    const result = await db
      .deleteFrom('support_number_proofs')
      .where('user_id', '=', userId)
      .$if(codeHash !== undefined, (q) => q.where('code_hash', '=', codeHash!))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
