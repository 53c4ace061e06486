import { z } from 'zod';
import { ACCOUNT_TYPES, TAX_CONDITIONS } from '../constants';
import { fields } from '../validation';
import { consolePagingFields, pageOf } from './common';

/*
 * Owners management (spec §2 `/owners-management`, superadmin only): every account with its owner,
 * plan, tax data, contacts, satellite integration, device limit and active flag; its members and
 * settlements. Edits are audited.
 */

export const OWNERS_MAX_PAGE_SIZE = 200;
export const OWNERS_DEFAULT_PAGE_SIZE = 20;
/** The most devices an account may be allowed. */
export const DEVICE_LIMIT_MAX = 100_000;

export const ownersListQuery = z.object({
  ...consolePagingFields(OWNERS_MAX_PAGE_SIZE, OWNERS_DEFAULT_PAGE_SIZE),
  /** Matches the account's name, its tax ID, and its owner's name or email. */
  q: z.string().trim().max(100, 'validation.search').optional(),
  plan: z.enum(ACCOUNT_TYPES, 'validation.accountType').optional(),
  active: z.enum(['true', 'false'], 'validation.boolean').optional(),
});
export type OwnersListQuery = z.infer<typeof ownersListQuery>;

const personSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const ownedAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  active: z.boolean(),
  satelliteIntegration: z.boolean(),
  taxCondition: z.enum(TAX_CONDITIONS).nullable(),
  taxId: z.string().nullable(),
  contactPhone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** Null: no limit. */
  deviceLimit: z.number().nullable(),
  owner: personSchema,
  createdAt: z.string(),
});
export type OwnedAccount = z.infer<typeof ownedAccountSchema>;

export const ownersPageSchema = pageOf(ownedAccountSchema).extend({ page: z.number(), pageSize: z.number() });
export type OwnersPage = z.infer<typeof ownersPageSchema>;

export const ownedAccountDetailSchema = ownedAccountSchema.extend({
  members: z.array(personSchema.extend({ role: z.enum(['owner', 'admin', 'invite']), active: z.boolean() })),
  settlements: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type OwnedAccountDetail = z.infer<typeof ownedAccountDetailSchema>;

/** An optional text field a superadmin may also clear (an empty text clears it). */
const clearable = <T extends z.ZodType<string>>(field: T) =>
  z.union([z.literal('').transform(() => null), z.null(), field]).optional();

/** PUT /owners-management/{id}: what a superadmin changes of an account; absent fields stay. */
export const ownedAccountUpdateBody = z
  .object({
    name: fields.name().optional(),
    accountType: z.enum(ACCOUNT_TYPES, 'validation.accountType').optional(),
    active: z.boolean('validation.boolean').optional(),
    /** Needs the FULL plan (spec §5), as PUT /userAccount/{id} rules. */
    satelliteIntegration: z.boolean('validation.boolean').optional(),
    taxCondition: z.enum(TAX_CONDITIONS, 'validation.taxCondition').nullable().optional(),
    taxId: clearable(fields.taxId()),
    contactPhone: clearable(fields.phone()),
    whatsapp: clearable(fields.whatsapp()),
    deviceLimit: z
      .number('validation.integer')
      .int('validation.integer')
      .min(0, 'validation.integer')
      .max(DEVICE_LIMIT_MAX, 'validation.integer')
      .nullable()
      .optional(),
  })
  .strict();
export type OwnedAccountUpdateBody = z.infer<typeof ownedAccountUpdateBody>;
