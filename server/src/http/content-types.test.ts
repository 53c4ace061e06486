import { expect, it } from 'vitest';
import { addCollaredAnimal } from '../../test/collars';
import { apiAs, call, createSettlement, createUser, PASSWORD } from '../../test/app';
import { describeWithApp } from '../../test/suite';

const FORM = 'application/x-www-form-urlencoded';

describeWithApp('request bodies on %s', {}, (ctx) => {
  /** What a page on another site can make a browser send without asking: a form or plain text. */
  const crossSitePost = (url: string, contentType: string, payload: string) =>
    call(ctx.app, 'POST', url, { headers: { 'content-type': contentType }, body: payload });

  it('login and sign-up take JSON only: forms and plain text answer 415', async () => {
    const { email } = await createUser(ctx);
    const credentials = new URLSearchParams({ email, password: PASSWORD }).toString();
    const signUp = new URLSearchParams({
      email: 'new@example.com',
      password: PASSWORD,
      name: 'Nuevo Productor',
    });
    for (const [url, payload] of [
      ['/api/v1/login', credentials],
      ['/data-api/login', credentials],
      ['/api/v1/users', signUp.toString()],
    ] as const) {
      for (const type of [FORM, 'text/plain']) {
        const response = await crossSitePost(url, type, payload);
        expect(response.statusCode, `${url} ${type}`).toBe(415);
        expect(response.json()).toMatchObject({ interceptor: true });
      }
    }
    // JSON still works.
    expect(
      (await call(ctx.app, 'POST', '/api/v1/login', { body: { email, password: PASSWORD } })).statusCode,
    ).toBe(200);
  });

  it('OsmAnd trackers still post their fields as a form', async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner);
    const collar = await addCollaredAnimal(
      apiAs(ctx, owner),
      { settlementId, caravana: 'FORM-1' },
      'FORM:00:01',
    );
    const fields = new URLSearchParams({
      id: 'FORM:00:01',
      lat: '-29.405',
      lon: '-66.855',
      timestamp: String(Math.floor(Date.now() / 1000) - 60),
      batt: '80',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/ingest/osmand/${collar.key}`,
      headers: { 'content-type': FORM },
      payload: fields.toString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1 });
    // The other ingestion routes are JSON.
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/ingest/readings',
      headers: { 'content-type': FORM, authorization: `Bearer ${collar.key}` },
      payload: fields.toString(),
    });
    expect(batch.statusCode).toBe(415);
  });
});
