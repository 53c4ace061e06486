import { describe, expect, it } from 'vitest';
import { hasRole, isAdmin, isSuperadmin, roleOf } from './roles';

describe('roles from tags (spec §4)', () => {
  it('admin: any tag containing "admin", case-insensitive', () => {
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin(['campo-Admin-norte'])).toBe(true);
    expect(isAdmin(['adm', 'user'])).toBe(false);
  });

  it('superadmin: any tag containing "superadmin"; a superadmin is an admin too', () => {
    expect(isSuperadmin(['SuperAdmin'])).toBe(true);
    expect(isSuperadmin(['admin'])).toBe(false);
    expect(isAdmin(['superadmin'])).toBe(true);
  });

  it('the highest role wins; no tags means invite', () => {
    expect(roleOf([])).toBe('invite');
    expect(roleOf(['tecnico', 'admin'])).toBe('admin');
    expect(roleOf(['admin', 'superadmin'])).toBe('superadmin');
    expect(hasRole(['admin'], ['admin', 'superadmin'])).toBe(true);
    expect(hasRole([], ['admin', 'superadmin'])).toBe(false);
  });
});
