import { beforeAll, expect, it } from 'vitest';
import type { HelpArticle, HelpEntry, HelpEntryBody } from '@tropero/shared/contracts/help';
import { HELP_MAX_IMAGE_BYTES } from '@tropero/shared/help';
import { apiAs, call, createUser, uploadFile, type TestUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';

/** The smallest PNG signature with some bytes after it: the server checks the first bytes only. */
const png = (bytes = 64) => {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
};

const entry = (title: string, changes: Partial<HelpEntryBody> = {}): HelpEntryBody => ({
  kind: 'managementTip',
  translations: { es_AR: { title, body: `Texto de ${title}` } },
  published: true,
  ...changes,
});

describeWithApp('help on %s', { superadmin: true }, (ctx) => {
  let rancher: TestUser;

  beforeAll(async () => {
    rancher = await createUser(ctx, { tags: ['admin'] });
  });

  async function write(body: HelpEntryBody): Promise<HelpEntry> {
    const created = await apiAs(ctx, ctx.superadmin).post('/api/v1/help', body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<HelpEntry>();
  }

  const read = async (user: TestUser, query: string) => {
    const response = await apiAs(ctx, user).get(`/api/v1/help?pageSize=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: HelpArticle[]; total: number }>();
  };

  it('starts with seeded FAQs and tips in the three languages', async () => {
    const faqs = await read(rancher, 'kind=faq&language=en_US');
    expect(faqs.items.length).toBeGreaterThanOrEqual(3);
    expect(faqs.items.every((item) => item.seeded && item.language === 'en_US')).toBe(true);
    const heat = await read(rancher, 'context=heatStress&language=pt_BR&kind=managementTip');
    expect(heat.items[0]!.body).toContain('74');
  });

  it('lets only a superadmin write, change, delete, upload and list every entry', async () => {
    const item = await write(entry('Entrada de prueba de roles'));
    for (const tags of [['admin'], []]) {
      const api = apiAs(ctx, await createUser(ctx, { tags }));
      const attempts = [
        await api.post('/api/v1/help', entry('Intruso')),
        await api.put(`/api/v1/help/${item._id}`, entry('Intruso')),
        await api.delete(`/api/v1/help/${item._id}`),
        await api.get('/api/v1/help/admin'),
        await uploadFile(
          ctx,
          { token: (await createUser(ctx, { tags })).token },
          '/api/v1/help/images',
          'a.png',
          png(),
        ),
      ];
      for (const attempt of attempts) expect(attempt.statusCode).toBe(403);
      expect((await api.get('/api/v1/help?q=roles')).json().items.map((a: HelpArticle) => a._id)).toEqual([
        item._id,
      ]);
    }
  });

  it('shows readers published entries only; the superadmin sees all', async () => {
    const draft = await write(entry('Borrador sin publicar', { published: false }));
    expect((await read(rancher, 'q=Borrador sin publicar')).total).toBe(0);
    const admin = await apiAs(ctx, ctx.superadmin).get('/api/v1/help/admin?q=Borrador sin publicar');
    expect(admin.json().items.map((e: HelpEntry) => e._id)).toEqual([draft._id]);
  });

  it('reads in the requested or the user’s language, falling back to es-AR', async () => {
    const both = await write(
      entry('Sombra en los potreros', {
        translations: {
          es_AR: { title: 'Sombra en los potreros', body: 'Dejá árboles.' },
          en_US: { title: 'Shade in the paddocks', body: 'Keep trees.' },
        },
      }),
    );
    const [english] = (await read(rancher, 'q=Shade in the&language=en_US')).items;
    expect(english).toMatchObject({ _id: both._id, language: 'en_US', title: 'Shade in the paddocks' });
    const [portuguese] = (await read(rancher, 'q=Sombra en los&language=pt_BR')).items;
    expect(portuguese).toMatchObject({ _id: both._id, language: 'es_AR', body: 'Dejá árboles.' });

    const reader = await createUser(ctx);
    await ctx.database.db
      .updateTable('users')
      .set({ language: 'en_US' })
      .where('id', '=', reader.id)
      .execute();
    const [own] = (await read(reader, 'q=Shade in the')).items;
    expect(own).toMatchObject({ _id: both._id, title: 'Shade in the paddocks' });
  });

  it('searches title and text of the language read, and filters by kind and context', async () => {
    const forage = await write(
      entry('Reserva de pasto para el invierno', {
        kind: 'expertTip',
        contexts: ['lowForage', 'calvingSeason'],
        translations: {
          es_AR: { title: 'Reserva de pasto para el invierno', body: 'Diferí potreros: 100% pastizal.' },
          en_US: { title: 'Winter grass reserve', body: 'Defer paddocks.' },
        },
      }),
    );
    expect((await read(rancher, 'q=DIFERÍ POTREROS')).items.map((a) => a._id)).toEqual([forage._id]);
    // % is a literal character, not a wildcard.
    expect((await read(rancher, 'q=100%25 pastizal')).items.map((a) => a._id)).toEqual([forage._id]);
    expect((await read(rancher, 'q=Diferí potreros&language=en_US')).total).toBe(0);
    expect((await read(rancher, 'q=invierno&context=calvingSeason')).items.map((a) => a._id)).toEqual([
      forage._id,
    ]);
    expect((await read(rancher, 'q=invierno&context=heatStress')).total).toBe(0);
    expect((await read(rancher, 'q=invierno&kind=faq')).total).toBe(0);
  });

  it('changes and deletes an entry; a seeded one saved is no longer seeded', async () => {
    const [seeded] = (await read(rancher, 'kind=faq')).items;
    const admin = apiAs(ctx, ctx.superadmin);
    const changed = await admin.put(`/api/v1/help/${seeded!._id}`, {
      ...entry('Pregunta revisada', { kind: 'faq' }),
      order: 1,
    });
    expect(changed.json()).toMatchObject({
      seeded: false,
      order: 1,
      translations: { es_AR: { title: 'Pregunta revisada' } },
    });
    expect((await admin.delete(`/api/v1/help/${seeded!._id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/v1/help/${seeded!._id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/v1/help/${seeded!._id}`, entry('Ya no está'))).statusCode).toBe(404);
  });

  it('stores PNG, JPEG and WebP images up to 1 MB, by their bytes, and serves them with their type', async () => {
    const upload = (name: string, data: Uint8Array) =>
      uploadFile(ctx, ctx.superadmin, '/api/v1/help/images', name, data);
    const stored = await upload('campo.png', png(2048));
    expect(stored.statusCode, stored.body).toBe(201);
    const { id } = stored.json<{ id: string }>();
    const served = await call(ctx.app, 'GET', `/api/v1/help/images/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png(2048))).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10)]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect((await upload('a.jpg', jpeg)).json()).toMatchObject({ contentType: 'image/jpeg' });
    expect((await upload('a.webp', webp)).json()).toMatchObject({ contentType: 'image/webp' });

    const html = await upload('trampa.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toEqual({ file: 'validation.format' });
    const large = await upload('grande.png', png(HELP_MAX_IMAGE_BYTES + 1));
    expect(large.statusCode).toBe(413);
    expect((await call(ctx.app, 'GET', `/api/v1/help/images/${'0'.repeat(24)}`)).statusCode).toBe(404);

    const illustrated = await write(entry('Con imagen', { images: [{ id, alt: 'Un potrero' }] }));
    expect(illustrated.images).toEqual([{ id, alt: 'Un potrero' }]);
    const unknown = await apiAs(ctx, ctx.superadmin).post(
      '/api/v1/help',
      entry('Imagen ajena', { images: [{ id: 'a'.repeat(24) }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'images.0.id': 'validation.invalid' });
  });

  it('answers bad input with field errors', async () => {
    const api = apiAs(ctx, ctx.superadmin);
    const valid = entry('Válida');
    const cases: [unknown, string][] = [
      [{ ...valid, kind: 'recipe' }, 'kind'],
      [{ ...valid, contexts: ['drought'] }, 'contexts.0'],
      [{ ...valid, translations: { en_US: { title: 'Only English', body: 'x' } } }, 'translations.es_AR'],
      [{ ...valid, translations: { es_AR: { title: '', body: 'x' } } }, 'translations.es_AR.title'],
      [
        { ...valid, translations: { ...valid.translations, fr_FR: { title: 'Non', body: 'x' } } },
        'translations.fr_FR',
      ],
      [{ ...valid, order: -1 }, 'order'],
    ];
    for (const [body, field] of cases) {
      const response = await api.post('/api/v1/help', body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    for (const query of ['kind=recipe', 'context=drought', 'language=fr_FR', `q=${'x'.repeat(101)}`]) {
      expect((await apiAs(ctx, rancher).get(`/api/v1/help?${query}`)).statusCode, query).toBe(400);
    }
    expect((await call(ctx.app, 'GET', '/api/v1/help')).statusCode).toBe(401);
  });
});
