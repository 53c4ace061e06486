import { beforeAll, expect, it } from 'vitest';
import type { AuditPage } from '@tropero/shared/contracts/audit';
import { apiAs, call, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { newObjectId } from '../../db/object-id';
import { AuditLog } from './audit.service';

describeWithApp('audit log on %s', { superadmin: true }, (ctx) => {
  let audit: AuditLog;

  beforeAll(async () => {
    audit = new AuditLog(ctx.database.db);
  });

  const entry = (subjectId: string, action = 'user.deactivate') => ({
    actorId: ctx.superadmin.id,
    action,
    subjectType: 'user',
    subjectId,
    before: { active: true },
    after: { active: false },
  });

  it('refuses admins, invitees and the unauthenticated', async () => {
    for (const tags of [['admin'], []]) {
      const user = await createUser(ctx, { tags });
      expect((await apiAs(ctx, user).get('/api/v1/audit')).statusCode).toBe(403);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/audit')).statusCode).toBe(401);
  });

  it('lists entries newest first with their actor, before and after, by subject and by text', async () => {
    const subject = newObjectId();
    await audit.record(ctx.database.db, entry(subject, 'user.tags'));
    await audit.record(ctx.database.db, entry(subject));
    await audit.record(ctx.database.db, entry(newObjectId(), 'account.update'));

    const bySubject = await apiAs(ctx, ctx.superadmin).get(
      `/api/v1/audit?subjectType=user&subjectId=${subject}`,
    );
    expect(bySubject.statusCode).toBe(200);
    const page = bySubject.json<AuditPage>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.action)).toEqual(['user.deactivate', 'user.tags']);
    expect(page.items[0]).toMatchObject({
      actorId: ctx.superadmin.id,
      actorEmail: ctx.superadmin.email,
      before: { active: true },
      after: { active: false },
    });

    const byText = await apiAs(ctx, ctx.superadmin).get('/api/v1/audit?q=ACCOUNT.&e=1&p=1');
    expect(byText.json<AuditPage>()).toMatchObject({
      total: 1,
      pageSize: 1,
      items: [{ action: 'account.update' }],
    });
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const subject = newObjectId();
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await audit.record(trx, entry(subject));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const page = await apiAs(ctx, ctx.superadmin).get(`/api/v1/audit?subjectId=${subject}`);
    expect(page.json<AuditPage>().total).toBe(0);
  });

  it('answers 400 with field errors to a bad query', async () => {
    for (const query of ['e=1000', 'p=0', 'subjectType=planet', 'subjectId=nope']) {
      const response = await apiAs(ctx, ctx.superadmin).get(`/api/v1/audit?${query}`);
      expect(response.statusCode).toBe(400);
    }
  });
});
