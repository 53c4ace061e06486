import { z } from 'zod';
import { accountSchema } from '../auth';
import { ACCOUNT_TYPES } from '../constants';
import { fields } from '../validation';

export const userIdParams = z.object({ userId: fields.objectId() });
export const memberParams = z.object({ id: fields.objectId(), userId: fields.objectId() });
export const activeQuery = z.object({ active: z.enum(['true', 'false'], 'validation.boolean').optional() });

const accountType = z.enum(ACCOUNT_TYPES, 'validation.accountType');

export const createAccountBody = z.object({ name: fields.name(), accountType: accountType.optional() });
export const updateAccountBody = z
  .object({
    name: fields.name().optional(),
    accountType: accountType.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

export const memberBody = z.object({
  role: z.enum(['admin', 'invite'], 'validation.memberRole'),
  active: z.boolean().default(true),
});
export const memberResponse = z.object({
  accountId: z.string(),
  userId: z.string(),
  role: z.enum(['owner', 'admin', 'invite']),
  active: z.boolean(),
});

export const accountListResponse = z.array(accountSchema);
