import { expect, it } from 'vitest';
import { apiAs, createSettlement, createUser } from '../../../test/app';
import { describeWithApp } from '../../../test/suite';
import { mailsTo } from '../../../test/outbox';

/** Invitation mails are limited per inviter an hour and per invited address a day, on every server. */
describeWithApp('invitation limits on %s', {}, (ctx) => {
  const accountInvite = async (email: string) => {
    const owner = await createUser(ctx);
    return (address = email) =>
      apiAs(ctx, owner).post(`/api/v1/userAccount/${owner.accountId}/invitations`, {
        email: address,
        role: 'invite',
      });
  };
  const settlementInvite = async () => {
    const owner = await createUser(ctx);
    const settlementId = await createSettlement(ctx, owner, 'Campo Limitado');
    return (address: string) =>
      apiAs(ctx, owner).get(`/api/v1/users/invite/${settlementId}/${encodeURIComponent(address)}/invite`);
  };
  const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(answers)).map((answer) => answer.statusCode);

  for (const [name, make, sent] of [
    ['account', () => accountInvite('x@example.com'), 202],
    ['settlement', settlementInvite, 200],
  ] as const) {
    it(`${name} invitations: one inviter mails 20 addresses an hour at most, then 429`, async () => {
      const invite = await make();
      const tag = Math.random().toString(36).slice(2, 8);
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push((await invite(`a${i}-${tag}@example.com`)).statusCode);
      expect(answers).toEqual([...Array(20).fill(sent), ...Array(5).fill(429)]);
      const refused = await invite(`otra-${tag}@example.com`);
      expect(refused.json().message).toBe('too many invitations; try again later');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailsTo(ctx, `a24-${tag}@example.com`)).toHaveLength(0);
    });

    it(`${name} invitations: one address is mailed 3 invitations a day at most, whoever invites`, async () => {
      const address = `blanco-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const first = await make();
      const second = await make();
      const answers = await statuses([0, 1, 2, 3].map(() => first(address)));
      expect(answers.sort()).toEqual([sent, sent, sent, 429]);
      expect((await second(address)).statusCode).toBe(429);
      expect(await mailsTo(ctx, address)).toHaveLength(3);
    });
  }
});
