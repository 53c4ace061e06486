import { randomInt } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET } from '@tropero/shared/contracts/device-factory';

/** Six characters drawn by the operating system's random source from an alphabet without look-alikes. */
export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/** `count` activation codes different from each other and from those `taken` already. */
export function newActivationCodes(count: number, taken: ReadonlySet<string>): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = newActivationCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
