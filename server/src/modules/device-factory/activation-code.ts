import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET } from '@tropero/shared/contracts/device-factory';

/** Six characters drawn by the operating system's random source from an alphabet without look-alikes. */
export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/** `count` activation codes different from each other. */
export function newActivationCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newActivationCode());
  return [...codes];
}

/**
 * What is stored of a code: a keyed hash of the device's identifier and its code. Six characters are
 * too few for any unkeyed hash to hide (a dump would be tried out in seconds), and a slow hash would
 * cost minutes per batch; without the server's secret the stored hashes tell nothing (decisions.md).
 */
export class ActivationCodeHasher {
  constructor(private readonly secret: string) {}

  hash(identifier: string, code: string): string {
    return createHmac('sha256', this.secret).update(`activation-code:${identifier}:${code}`).digest('hex');
  }

  /** Whether the code is the device's; a missing hash (not hashed yet) matches nothing. */
  matches(hash: string | null, identifier: string, code: string): boolean {
    if (!hash) return false;
    return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(this.hash(identifier, code), 'hex'));
  }
}
