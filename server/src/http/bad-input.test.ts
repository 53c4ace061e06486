import { expect, it } from 'vitest';
import { call } from '../../test/app';
import { describeWithApp } from '../../test/suite';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Every route, fed input it must refuse with 400 and field errors — never a 500. */
describeWithApp('bad input on every route, %s', { superadmin: true }, (ctx) => {
  const cases: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, field: string][] = [
    ['POST', '/api/v1/login', { email: 3, password: [] }, 'email'],
    ['POST', '/data-api/login', { email: 'a@b.co' }, 'password'],
    ['POST', '/api/v1/users', { email: 'a@b.co', password: 'long enough', name: 'ab' }, 'name'],
    ['GET', '/api/v1/users?page=0', undefined, 'page'],
    ['GET', '/api/v1/users?pageSize=100000', undefined, 'pageSize'],
    ['GET', '/api/v1/users/not-an-id', undefined, 'id'],
    ['PUT', '/api/v1/users', { language: 'fr_FR' }, 'language'],
    ['PUT', '/api/v1/users', { unknownField: true }, 'unknownField'],
    ['PUT', `/api/v1/users/${ID}?disableAlert=maybe`, {}, 'disableAlert'],
    ['PUT', `/api/v1/users/language/${ID}`, { language: 'klingon' }, 'language'],
    [
      'PUT',
      `/api/v1/users/alertPushNotifications/${ID}`,
      { alertPushNotifications: 'yes' },
      'alertPushNotifications',
    ],
    ['PUT', '/api/v1/devicestoken', { deviceToken: '', id: ID }, 'deviceToken'],
    ['DELETE', '/api/v1/users/123', undefined, 'id'],
    ['PUT', `/api/v1/users/password/${ID}`, { password: 'short' }, 'password'],
    ['POST', '/api/v1/users/password/reset', { email: 'nope' }, 'email'],
    ['PUT', `/api/v1/users/password/reset/${ID}`, { password: 'long enough' }, 'token'],
    ['POST', '/api/v1/userAccount', { name: '<script>' }, 'name'],
    ['GET', '/api/v1/userAccount/xyz', undefined, 'userId'],
    ['GET', `/api/v1/userAccount/${ID}?active=yes`, undefined, 'active'],
    ['PUT', `/api/v1/userAccount/${ID}`, { accountType: 'GOLD' }, 'accountType'],
    ['PUT', `/api/v1/userAccount/${ID}/bad`, { role: 'admin' }, 'userId'],
    ['PUT', `/api/v1/userAccount/${ID}/${ID}`, { role: 'owner' }, 'role'],
    ['GET', '/api/v1/settlements?userAccountId=zzz', undefined, 'userAccountId'],
    ['GET', `/api/v1/users/invite/${ID}/not-an-email/admin`, undefined, 'email'],
    ['GET', `/api/v1/users/invite/${ID}/a@b.co/owner`, undefined, 'role'],
    ['PUT', `/api/v1/users/addinvite/x/${ID}`, undefined, 'settlementId'],
    ['GET', '/api/v1/users/sharedBySettlement/x', undefined, 'id'],
    [
      'POST',
      '/api/v1/users',
      {
        email: 'a@b.co',
        password: 'long enough',
        name: 'Nombre Largo',
        invite: { settlementId: 'x', userId: ID },
      },
      'invite.settlementId',
    ],
    ['GET', '/api/v1/settlements/123', undefined, 'id'],
    ['POST', '/api/v1/settlements', { name: 'Campo Bueno', location: { lat: 'x', lng: 0 } }, 'location.lat'],
    ['PUT', `/api/v1/settlements/${ID}`, { utcOffsetMinutes: 5000 }, 'utcOffsetMinutes'],
    ['PUT', `/api/v1/settlements/${ID}`, { alertParams: { noSignalHours: 0 } }, 'alertParams.noSignalHours'],
    ['DELETE', '/api/v1/settlements/nope', undefined, 'id'],
    ['GET', '/api/v1/settlements/nope/plots', undefined, 'id'],
    [
      'POST',
      `/api/v1/settlements/${ID}/plots`,
      { name: 'Lote Bueno', geometry: 'POLYGON((0 0))' },
      'geometry',
    ],
    ['POST', `/api/v1/settlements/${ID}/plots/import?pointsAs=castle`, undefined, 'pointsAs'],
    ['GET', '/api/v1/plots/zzz', undefined, 'id'],
    ['PUT', `/api/v1/plots/${ID}`, { areaHa: 3 }, 'areaHa'],
    ['DELETE', '/api/v1/plots/zzz', undefined, 'id'],
    ['POST', '/api/v1/plots/batch', { action: 'paint', ids: [ID] }, 'action'],
    ['POST', '/api/v1/plots/batch', { action: 'color', ids: [], color: '#e6194b' }, 'ids'],
    ['GET', '/api/v1/plots/zzz/crops', undefined, 'id'],
    ['POST', `/api/v1/plots/${ID}/crops`, { cropTypeId: 'alfalfa', startDate: '01/02/2026' }, 'startDate'],
    ['PUT', `/api/v1/plots/${ID}/crops/zzz`, { cropTypeId: 'alfalfa', startDate: '2026-01-01' }, 'cropId'],
    ['DELETE', `/api/v1/plots/${ID}/crops/zzz`, undefined, 'cropId'],
    ['GET', '/api/v1/settlements/zzz/fences', undefined, 'id'],
    ['POST', `/api/v1/settlements/${ID}/fences`, { name: 'Cerco Bueno', active: 'yes' }, 'active'],
    ['PUT', `/api/v1/fences/${ID}`, { color: '#e6194b' }, 'color'],
    ['DELETE', '/api/v1/fences/zzz', undefined, 'id'],
    ['GET', '/api/v1/settlements/zzz/markers', undefined, 'id'],
    [
      'POST',
      `/api/v1/settlements/${ID}/markers`,
      { type: 'silo', location: { lat: 0, lng: 999 } },
      'location.lng',
    ],
    ['PUT', `/api/v1/markers/${ID}`, { name: 'a/b' }, 'name'],
    ['DELETE', '/api/v1/markers/zzz', undefined, 'id'],
    ['DELETE', `/api/v1/users/sharedBySettlement/${ID}/zzz`, undefined, 'userId'],
    ['GET', '/api/v1/roundups?settlementId=x', undefined, 'settlementId'],
    ['POST', '/api/v1/roundups', { name: 'ab', settlementId: ID }, 'name'],
    ['PUT', '/api/v1/roundups/x', { name: 'Rodeo Bueno' }, 'id'],
    ['GET', '/api/v1/animals?pageSize=100000', undefined, 'pageSize'],
    ['GET', '/api/v1/animals?type=CABALLO', undefined, 'type'],
    ['POST', '/api/v1/animals', { caravana: '', settlementId: ID }, 'caravana'],
    ['POST', '/api/v1/animals', { caravana: 'A-1', settlementId: ID, eid: '123' }, 'eid'],
    ['POST', '/api/v1/animals', { caravana: 'A-1', settlementId: ID, weightKg: -3 }, 'weightKg'],
    [
      'POST',
      '/api/v1/animals',
      { caravana: 'A-1', settlementId: ID, observations: '<script>' },
      'observations',
    ],
    ['PUT', `/api/v1/animals/${ID}`, { breed: 'UNICORNIO' }, 'breed'],
    ['POST', '/api/v1/animals/bulk', { action: 'sell', ids: [ID] }, 'action'],
    ['GET', '/api/v1/animals/x/roundups', undefined, 'id'],
    ['GET', '/api/v1/devices?type=RADIO', undefined, 'type'],
    ['POST', '/api/v1/devices', { type: 'COLLAR', identifier: 'no spaces!' }, 'identifier'],
    ['POST', '/api/v1/devices', { type: 'COLLAR', identifier: 'AA:BB', signals: ['WIFI'] }, 'signals.0'],
    ['POST', '/api/v1/devices/bulk', { identifiers: 'AA:01', type: 'SATELITE' }, 'type'],
    ['PUT', `/api/v1/devices/${ID}`, { firmware: 'v 1' }, 'firmware'],
    ['POST', '/api/v1/devices/x/key', {}, 'id'],
    ['POST', '/api/v1/gateways', { identifier: 'AA55', name: 'x' }, 'name'],
    ['PUT', `/api/v1/gateways/${ID}/assignment`, { accountId: 'x' }, 'accountId'],
    ['POST', '/api/v1/allocations', { plotId: ID, from: 'ayer', roundupId: ID }, 'from'],
    ['GET', '/api/v1/plots/x/allocations', undefined, 'id'],
    ['GET', '/api/v1/search', undefined, 'q'],
  ];

  it.each(cases)('%s %s', async (method, url, body, field) => {
    const response = await call(ctx.app, method, url, { token: ctx.superadmin.token, body });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), interceptor: true });
  });

  it('an oversized body is a 413', async () => {
    const response = await call(ctx.app, 'POST', '/api/v1/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});
