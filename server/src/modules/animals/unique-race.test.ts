import { beforeAll, expect, it } from 'vitest';
import { animalBodySchema } from '@tropero/shared/herd';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { SettlementsService } from '../settlements/settlements.service';
import { AnimalsService } from './animals.service';

/** Holds the first two uniqueness checks until both have run: both requests pass them before either writes. */
class ChecksMeetFirst extends AnimalsService {
  private arrived = 0;
  private open = () => {};
  private readonly gate = new Promise<void>((resolve) => (this.open = resolve));

  override async taken(...args: Parameters<AnimalsService['taken']>) {
    const taken = await super.taken(...args);
    if (this.arrived < 2) {
      this.arrived += 1;
      if (this.arrived === 2) this.open();
      await this.gate;
    }
    return taken;
  }
}

describeWithApp('two creations of one caravana at once on %s', {}, (ctx) => {
  let api: ReturnType<typeof apiAs>;
  let settlementId: string;
  let scope: AccountScope;

  beforeAll(async () => {
    const owner = await createUser(ctx);
    api = apiAs(ctx, owner);
    settlementId = await createSettlement(ctx, owner);
    scope = { accountId: owner.accountId, accountAccess: 'admin', shared: new Map() };
  });

  it('concurrent POSTs: one is stored, the others answer 409 with the field error', async () => {
    const create = () => api.post('/api/v1/animals', { settlementId, caravana: 'RACE-1' });
    const answers = await Promise.all(Array.from({ length: 6 }, create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().errors).toEqual({ caravana: 'validation.duplicatedCaravana' });
    expect((await api.get('/api/v1/animals?q=RACE-1')).json().total).toBe(1);
  });

  it('when both pass the check before either writes, the unique index refuses the second with the same 409', async () => {
    const db = ctx.database.db;
    const animals = new ChecksMeetFirst(db, new SettlementsService(db, () => {}), () => {});
    const body = animalBodySchema.parse({ settlementId, caravana: 'race-2' });
    const results = await Promise.allSettled([animals.create(scope, body), animals.create(scope, body)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 409,
      details: { errors: { caravana: 'validation.duplicatedCaravana' } },
    });
    expect((await api.get('/api/v1/animals?q=RACE-2')).json().total).toBe(1);
  });
});
