import { describe, expect, it } from 'vitest';
import { auditChanges, showValue } from './audit-changes';

const labels = { yes: 'Sí', no: 'No', none: '—' };

describe('audit changes', () => {
  it('lists each changed field with its values before and after', () => {
    expect(
      auditChanges(
        {
          before: { active: true, tags: ['admin'], deviceLimit: null },
          after: { active: false, tags: ['admin', 'superadmin'], deviceLimit: 50 },
        },
        labels,
      ),
    ).toEqual([
      { field: 'active', before: 'Sí', after: 'No' },
      { field: 'tags', before: 'admin', after: 'admin, superadmin' },
      { field: 'deviceLimit', before: '—', after: '50' },
    ]);
  });

  it('leaves out fields that read the same, and copes with a side that is missing or not a record', () => {
    expect(auditChanges({ before: { name: 'A', plan: 'FREE' }, after: { name: 'A' } }, labels)).toEqual([
      { field: 'plan', before: 'FREE', after: '—' },
    ]);
    expect(auditChanges({ before: null, after: { deleted: true } }, labels)).toEqual([
      { field: 'deleted', before: '—', after: 'Sí' },
    ]);
    expect(auditChanges({ before: 'x', after: ['y'] }, labels)).toEqual([]);
  });

  it('shows empty texts and lists as nothing', () => {
    expect(showValue('', labels)).toBe('—');
    expect(showValue([], labels)).toBe('—');
    expect(showValue({ a: 1 }, labels)).toBe('{"a":1}');
  });
});
