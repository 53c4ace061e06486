/** Help content (FAQs and tips): its kinds, the contexts a tip is tied to and what an image may be. */

export const HELP_KINDS = ['faq', 'managementTip', 'expertTip'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];

/** Where a tip belongs: the app shows the tips of a context beside what it is about. */
export const HELP_CONTEXTS = ['heatStress', 'lowForage', 'calvingSeason'] as const;
export type HelpContext = (typeof HELP_CONTEXTS)[number];

export const HELP_MAX_IMAGE_BYTES = 1024 * 1024;
export const HELP_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type HelpImageType = (typeof HELP_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The type of an image by its first bytes (its name and declared type are not trusted); else undefined. */
export function helpImageType(bytes: Uint8Array): HelpImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return undefined;
}
