import { z } from 'zod';
import {
  animalSchema,
  deviceSchema,
  DEVICE_TYPES,
  gatewayBodySchema,
  roundupBodySchema,
  TECHNOLOGIES,
} from '../herd';
import { patchSchema } from '../patch';
import { fields, patterns } from '../validation';
import { pageOf, pagingFields } from './common';

/** A roundup (rodeo) of a settlement, with how many animals are in it now. */
export const roundupSchema = z.object({
  _id: z.string(),
  settlementId: z.string(),
  name: z.string(),
  animalCount: z.number(),
});
export type Roundup = z.infer<typeof roundupSchema>;
export const roundupListQuerySchema = z.object({ settlementId: fields.objectId().optional() });
export const roundupRenameSchema = roundupBodySchema.pick({ name: true });

export const animalPageSchema = pageOf(animalSchema);
/** A period of an animal in a roundup; the roundup's name is kept after it is deleted. */
export const animalRoundupPeriodSchema = z.object({
  roundupId: z.string().nullable(),
  roundupName: z.string(),
  from: z.string(),
  to: z.string().nullable(),
});

export const devicePageSchema = pageOf(deviceSchema);
export const deviceCreatedSchema = z.object({ device: deviceSchema, ingestKey: z.string() });
/** Fast device loading: pasted text (one identifier per line) or the lines already split. */
export const deviceFastLoadSchema = z.object({
  identifiers: z.union([z.string().max(1_000_000), z.array(z.string().max(100)).max(10_000)]),
  type: z.enum(DEVICE_TYPES, 'validation.deviceType'),
  firmware: fields.firmware().optional(),
  technology: z.enum(TECHNOLOGIES, 'validation.technology').optional(),
  settlementId: fields.objectId().nullable().optional(),
});
export const deviceFastLoadResultSchema = z.object({
  created: z.number(),
  devices: z.array(z.object({ _id: z.string(), identifier: z.string(), ingestKey: z.string() })),
});

/** Why a fast-load line was refused (the 422's details); its number counts from 1, blank lines included. */
export const fastLoadLineErrorSchema = z.object({
  line: z.number(),
  identifier: z.string(),
  /** `macInUse`: the account has it; `identifierUnavailable`: another account's, or factory stock to claim with its code. */
  error: z.enum(['macRegex', 'duplicatedMac', 'macInUse', 'identifierUnavailable']),
});

export const gatewaySchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  settlementId: z.string().nullable(),
  identifier: z.string(),
  name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type Gateway = z.infer<typeof gatewaySchema>;
/** The superadmin's list of every gateway, with whom it serves. */
export const gatewayOfAnyAccountSchema = gatewaySchema.extend({
  accountName: z.string(),
  settlementName: z.string().nullable(),
});
export type GatewayOfAnyAccount = z.infer<typeof gatewayOfAnyAccountSchema>;
export const gatewayOfAnyAccountPageSchema = pageOf(gatewayOfAnyAccountSchema);
/** /gw-assignment: a page of every gateway, searched by name, identifier or account. */
export const gatewayListQuerySchema = z.object({
  ...pagingFields(200, 50),
  q: z.string().trim().max(50).regex(patterns.freeText, 'validation.freeText').optional(),
  sort: z
    .enum(['name', '-name', 'identifier', '-identifier', 'account', '-account'], 'validation.sort')
    .default('name'),
});
export type GatewayListQuery = z.infer<typeof gatewayListQuerySchema>;
export const gatewayPatchSchema = patchSchema(gatewayBodySchema);
export const gatewayCreatedSchema = z.object({ gateway: gatewaySchema, ingestKey: z.string() });
/** An identifier a gateway hears that the account has no device for. */
export const unknownDeviceSchema = z.object({
  identifier: z.string(),
  count: z.number(),
  lastSeen: z.number(),
});
export const gatewayAssignmentSchema = z.object({
  accountId: fields.objectId(),
  settlementId: fields.objectId().nullable().default(null),
});

export const allocationResultSchema = z.object({ allocated: z.number() });
const period = { from: z.string(), to: z.string().nullable() };
export const animalAllocationSchema = z.object({ plotId: z.string(), plotName: z.string(), ...period });
export const plotAllocationSchema = z.object({ animalId: z.string(), caravana: z.string(), ...period });
