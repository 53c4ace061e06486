import { expect, it } from 'vitest';
import type { News, NewsBody } from '@tropero/shared/contracts/news';
import { HOUR_MS } from '@tropero/shared/constants';
import { apiAs, createUser, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
/** A PNG data URL of about `bytes` bytes (the schema checks the shape and size, not the picture). */
const image = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.floor((bytes * 4) / 3 / 4) * 4)}`;

describeWithApp('news on %s', { superadmin: true }, (ctx) => {
  async function publish(changes: Partial<NewsBody> = {}): Promise<News> {
    const created = await apiAs(ctx, ctx.superadmin).post('/api/v1/news', {
      title: 'Novedad de prueba',
      body: 'Llegó una función nueva.',
      languages: ['es'],
      publishAt: at(-HOUR_MS),
      ...changes,
    });
    expect(created.statusCode).toBe(201);
    return created.json<News>();
  }

  const readerTitles = async (user: TestUser, query = '') =>
    (await apiAs(ctx, user).get(`/api/v1/news?pageSize=100${query}`))
      .json<{ items: News[] }>()
      .items.map((item) => item.title);

  it('only a superadmin writes, changes, deletes and lists every news item', async () => {
    const item = await publish();
    for (const tags of [[], ['admin']]) {
      const user = await createUser(ctx, { tags });
      const api = apiAs(ctx, user);
      const attempts = [
        await api.post('/api/v1/news', { title: 'Intruso', body: 'x', languages: ['es'], publishAt: at(0) }),
        await api.put(`/api/v1/news/${item._id}`, {
          title: 'Intruso',
          body: 'x',
          languages: ['es'],
          publishAt: at(0),
        }),
        await api.delete(`/api/v1/news/${item._id}`),
        await api.get('/api/v1/news/admin'),
      ];
      for (const attempt of attempts) expect(attempt.statusCode).toBe(403);
    }
    const list = await apiAs(ctx, ctx.superadmin).get('/api/v1/news/admin');
    expect(list.json().items.map((n: News) => n._id)).toContain(item._id);
  });

  it('stores an item with four images, larger than an ordinary request', async () => {
    const images = [1, 2, 3, 4].map(() => image(480 * 1024));
    const item = await publish({ title: 'Con imágenes', images, audience: 'FULL', languages: ['es', 'pt'] });
    expect(item).toMatchObject({
      title: 'Con imágenes',
      audience: 'FULL',
      languages: ['es', 'pt'],
      read: false,
    });
    expect(item.images).toEqual(images);
  });

  it('answers invalid news with field errors', async () => {
    const api = apiAs(ctx, ctx.superadmin);
    const valid = { title: 'Una novedad', body: 'Texto', languages: ['es'], publishAt: at(0) };
    const cases: [unknown, string][] = [
      [{ ...valid, expiresAt: at(-HOUR_MS) }, 'expiresAt'],
      [{ ...valid, title: 'ab' }, 'title'],
      [{ ...valid, languages: [] }, 'languages'],
      [{ ...valid, audience: 'GOLD' }, 'audience'],
      [{ ...valid, images: ['data:text/html;base64,PGI+'] }, 'images.0'],
      [{ ...valid, publishAt: 'mañana' }, 'publishAt'],
    ];
    for (const [body, field] of cases) {
      const refused = await api.post('/api/v1/news', body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(field);
    }
    expect((await api.post('/api/v1/news', { ...valid, expiresAt: at(-HOUR_MS) })).json().errors).toEqual({
      expiresAt: 'validation.newsExpiry',
    });
  });

  it('shows a reader what is published, not expired, for his plan and in his language', async () => {
    const stamp = Date.now().toString(36);
    const title = (name: string) => `${name} ${stamp}`;
    await publish({ title: title('publicada') });
    await publish({ title: title('futura'), publishAt: at(HOUR_MS) });
    await publish({ title: title('vencida'), publishAt: at(-2 * HOUR_MS), expiresAt: at(-HOUR_MS) });
    await publish({ title: title('vigente'), publishAt: at(-2 * HOUR_MS), expiresAt: at(HOUR_MS) });
    await publish({ title: title('plan full'), audience: 'FULL' });
    await publish({ title: title('plan free'), audience: 'FREE' });
    await publish({ title: title('english'), languages: ['en'] });

    const reader = await createUser(ctx, { tags: [] });
    const mine = (titles: string[]) => titles.filter((t) => t.endsWith(stamp)).sort();
    expect(mine(await readerTitles(reader))).toEqual(
      [title('plan free'), title('publicada'), title('vigente')].sort(),
    );

    await ctx.database.db
      .updateTable('accounts')
      .set({ account_type: 'FULL' })
      .where('id', '=', reader.accountId)
      .execute();
    await apiAs(ctx, reader).put(`/api/v1/users/language/${reader.id}`, { language: 'en_US' });
    expect(mine(await readerTitles(reader))).toEqual([title('english')]);
    await apiAs(ctx, reader).put(`/api/v1/users/language/${reader.id}`, { language: 'es_AR' });
    expect(mine(await readerTitles(reader, `&userAccountId=${reader.accountId}`))).toEqual(
      [title('plan full'), title('publicada'), title('vigente')].sort(),
    );

    const stranger = await createUser(ctx);
    expect(
      (await apiAs(ctx, reader).get(`/api/v1/news?userAccountId=${stranger.accountId}`)).statusCode,
    ).toBe(404);
  });

  it('keeps each reader’s read marks and unread count', async () => {
    const reader = await createUser(ctx, { tags: [] });
    const other = await createUser(ctx, { tags: [] });
    const api = apiAs(ctx, reader);
    const unread = async (user = reader) =>
      (await apiAs(ctx, user).get('/api/v1/news/unread-count')).json<{ count: number }>().count;
    const before = await unread();
    const first = await publish({ title: 'Primera para leer' });
    await publish({ title: 'Segunda para leer' });
    expect(await unread()).toBe(before + 2);

    const marked = await api.put('/api/v1/news/read', { ids: [first._id] });
    expect(marked.json()).toEqual({ updated: 1 });
    expect((await api.put('/api/v1/news/read', { ids: [first._id] })).json()).toEqual({ updated: 0 });
    expect(await unread()).toBe(before + 1);
    const page = (await api.get('/api/v1/news?pageSize=100')).json<{ items: News[] }>();
    expect(page.items.find((item) => item._id === first._id)?.read).toBe(true);
    expect(await readerTitles(reader, '&unread=true')).not.toContain('Primera para leer');
    expect(await readerTitles(reader, '&unread=true')).toContain('Segunda para leer');

    expect((await api.put('/api/v1/news/read', {})).json()).toEqual({ updated: before + 1 });
    expect(await unread()).toBe(0);
    expect(await unread(other)).toBe(before + 2);
    expect((await api.put('/api/v1/news/read', { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('lists every item newest first for the superadmin, changes and deletes them', async () => {
    const older = await publish({ title: 'Administrada vieja' });
    const newer = await publish({ title: 'Administrada nueva', publishAt: at(48 * HOUR_MS) });
    const api = apiAs(ctx, ctx.superadmin);
    const list = await api.get('/api/v1/news/admin?search=administrada');
    expect(list.json().items.map((n: News) => n._id)).toEqual([newer._id, older._id]);
    expect(list.json().total).toBe(2);

    const changed = await api.put(`/api/v1/news/${older._id}`, {
      title: 'Administrada cambiada',
      body: 'Otro texto',
      languages: ['es', 'en'],
      publishAt: older.publishAt,
    });
    expect(changed.json()).toMatchObject({ title: 'Administrada cambiada', languages: ['es', 'en'] });
    expect((await api.delete(`/api/v1/news/${older._id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/v1/news/${older._id}`)).statusCode).toBe(404);
    expect((await api.get('/api/v1/news/admin?search=administrada')).json().total).toBe(1);
  });
});
