import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { WHATSAPP_CODE_LENGTH } from '@tropero/shared/contracts/support';
import { whatsappRecipient } from '@tropero/shared/whatsapp-number';
import { HOUR_MS } from '@tropero/shared/constants';
import { SharedRateLimits } from '../../access/rate-limiter';
import type { SupportConfig } from '../../config';
import type { Database } from '../../db/connection';
import { nowIso } from '../../db/executor';
import { writeTransaction } from '../../db/write-transaction';
import { AppError } from '../../errors/app-error';
import { WhatsAppError } from '../../providers/whatsapp/whatsapp-client';
import { linkNumber } from './support-link';
import { numberProofsRepository } from './support-number-proofs.repository';

const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses a code survives: 5 in a million is no way in. */
const MAX_ATTEMPTS = 5;
/** Codes sent per user, and per number (nobody floods a stranger's phone), in an hour. */
const CODES_PER_HOUR = 5;

/** The code bound to its user and number: a code proves that number for that user only. */
const hashOf = (userId: string, phoneNumber: string, code: string) =>
  createHash('sha256').update(`${userId}:${phoneNumber}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

const expired = () =>
  new AppError('VALIDATION', {
    errors: { code: 'validation.whatsappCodeExpired' },
    message: 'no code is waiting, it expired or its attempts are spent: ask for a new one',
  });

/**
 * Proof that a WhatsApp number is the customer's before it joins his conversation (anyone can type
 * a number): a short one-time code goes to that number over WhatsApp and he types it back. Codes are
 * kept hashed, expire, take few attempts, and their sending is rate-limited in the database.
 */
export class SupportNumberProof {
  private readonly limits: SharedRateLimits;

  constructor(
    private readonly database: Database,
    private readonly config: SupportConfig,
  ) {
    this.limits = new SharedRateLimits(database.db, () => this.now());
  }

  private now(): number {
    return (this.config.now ?? Date.now)();
  }

  /** The number waiting for its code, if a code is still good. */
  async pending(userId: string): Promise<string | null> {
    const row = await numberProofsRepository.findProof(this.database.db, userId);
    const good = row && Date.parse(row.expires_at) > this.now() && row.attempts < MAX_ATTEMPTS;
    return good ? row.phone_number : null;
  }

  /** Sends a code to the number; `again: false` keeps a good code already sent there (one per message is enough). */
  async request(userId: string, phoneNumber: string, again: boolean): Promise<void> {
    const client = this.config.whatsapp;
    if (!client) {
      throw new AppError('CONFLICT', {
        errors: { whatsapp: 'validation.whatsappOff' },
        message: 'WhatsApp is not configured: a number cannot be verified; write without it',
      });
    }
    if (!again && (await this.pending(userId)) === phoneNumber) return;
    const allowed =
      (await this.limits.allow(`support-code:user:${userId}`, CODES_PER_HOUR, HOUR_MS)) &&
      (await this.limits.allow(`support-code:number:${phoneNumber}`, CODES_PER_HOUR, HOUR_MS));
    if (!allowed) {
      throw new AppError('RATE_LIMITED', { message: 'too many codes asked for; try again in an hour' });
    }
    const code = String(randomInt(0, 10 ** WHATSAPP_CODE_LENGTH)).padStart(WHATSAPP_CODE_LENGTH, '0');
    const text = `Tropero: tu código para unir este WhatsApp a soporte es ${code}. Vence en 10 minutos.`;
    const to = whatsappRecipient(phoneNumber);
    try {
      // The template reaches him outside the 24-hour window too; free text only inside it.
      const template = this.config.template;
      await (template ? client.sendTemplate(to, template, [text]) : client.sendText(to, text));
    } catch (error) {
      if (!(error instanceof WhatsAppError)) throw error;
      throw new AppError('CONFLICT', {
        errors: { whatsapp: 'validation.whatsappCodeNotSent' },
        message: `the code could not be sent over WhatsApp (${error.message})`,
      });
    }
    await numberProofsRepository.saveProof(this.database.db, {
      user_id: userId,
      phone_number: phoneNumber,
      code_hash: hashOf(userId, phoneNumber, code),
      attempts: 0,
      expires_at: new Date(this.now() + CODE_TTL_MS).toISOString(),
      created_at: nowIso(),
    });
  }

  /** The code came back: the number joins his conversation. */
  async confirm(userId: string, accountId: string | null, code: string): Promise<void> {
    const db = this.database.db;
    const row = await numberProofsRepository.findProof(db, userId);
    if (!row || Date.parse(row.expires_at) <= this.now()) throw expired();
    if (!(await numberProofsRepository.spendProofAttempt(db, userId, MAX_ATTEMPTS))) throw expired();
    if (!sameHash(row.code_hash, hashOf(userId, row.phone_number, code))) {
      throw new AppError('VALIDATION', { errors: { code: 'validation.whatsappCode' } });
    }
    await writeTransaction(this.database, async (trx) => {
      if (!(await numberProofsRepository.deleteProof(trx, userId, row.code_hash))) throw expired();
      await linkNumber(trx, { userId, accountId, phoneNumber: row.phone_number }, 'whatsapp');
    });
  }
}
