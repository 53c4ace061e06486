/** Roles derive from a user's tags (spec §4): the one rule used by server and web. */
export const ROLES = ['invite', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export function isSuperadmin(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.toLowerCase().includes('superadmin'));
}

export function isAdmin(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.toLowerCase().includes('admin'));
}

/** The highest role the tags give; every signed-in user is at least `invite`. */
export function roleOf(tags: readonly string[]): Role {
  if (isSuperadmin(tags)) return 'superadmin';
  if (isAdmin(tags)) return 'admin';
  return 'invite';
}

/** Whether a user with these tags may use something open to `allowed`. */
export function hasRole(tags: readonly string[], allowed: readonly Role[]): boolean {
  return allowed.includes(roleOf(tags));
}
