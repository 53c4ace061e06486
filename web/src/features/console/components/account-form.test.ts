import { describe, expect, it } from 'vitest';
import { ownedAccountUpdateBody, type OwnedAccount } from '@tropero/shared/contracts/owners';
import { accountFormValues, toAccountBody } from './account-form';

const account: OwnedAccount = {
  _id: '0123456789abcdef01234567',
  name: 'Estancia Demo',
  accountType: 'FULL',
  active: true,
  satelliteIntegration: true,
  taxCondition: null,
  taxId: null,
  contactPhone: null,
  whatsapp: null,
  deviceLimit: null,
  owner: { _id: '0123456789abcdef01234568', name: 'Productor Demo', email: 'demo@example.com' },
  createdAt: '2026-11-27T00:00:00.000Z',
};

describe('the account form', () => {
  it('sends empty texts and an empty limit as cleared, and passes the shared schema', () => {
    const body = toAccountBody(accountFormValues(account));
    expect(body).toMatchObject({ deviceLimit: null, taxId: '', satelliteIntegration: true });
    expect(ownedAccountUpdateBody.parse(body)).toMatchObject({
      taxId: null,
      contactPhone: null,
      deviceLimit: null,
    });
  });

  it('turns the satellite integration off with the FREE plan (it needs FULL)', () => {
    const values = { ...accountFormValues(account), accountType: 'FREE' as const };
    expect(toAccountBody(values).satelliteIntegration).toBe(false);
  });

  it('sends a typed limit as a number, and the schema refuses a bad phone on its field', () => {
    const values = { ...accountFormValues(account), deviceLimit: '25', contactPhone: '12345' };
    expect(toAccountBody(values).deviceLimit).toBe(25);
    const result = ownedAccountUpdateBody.safeParse(toAccountBody(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['contactPhone', 'validation.phone'],
    ]);
  });
});
