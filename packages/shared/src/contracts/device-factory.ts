import { z } from 'zod';
import { DEVICE_TYPES, TECHNOLOGIES } from '../herd';
import { fields } from '../validation';
import { pageOf, pagingFields } from './common';

/** Activation codes use letters and digits nobody misreads on a printed label (no 0/O, 1/I/L). */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The largest production batch: its labels stay one printable PDF. */
export const MAX_BATCH_QUANTITY = 10_000;
/** Pasted or imported identifiers (a CSV of one column, or one per line) are read up to this size. */
export const MAX_BATCH_LIST_CHARS = 512 * 1024;

export const BATCH_STATES = ['IN_STOCK', 'SHIPPED', 'ACTIVATED'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** Hardware a factory produces: every device type but the "no device" placeholder. */
export const FACTORY_DEVICE_TYPES = DEVICE_TYPES.filter((type) => type !== 'NO DEVICE') as Exclude<
  (typeof DEVICE_TYPES)[number],
  'NO DEVICE'
>[];

/** "1.000" or "1,000" as typed (spec §5, batch quantity), read as a whole number of devices. */
export const batchQuantityField = () =>
  fields
    .batchQuantity()
    .transform((typed) => Number(typed.replace(/[.,]/g, '')))
    .pipe(
      z
        .number()
        .int()
        .min(1, 'validation.batchQuantity')
        .max(MAX_BATCH_QUANTITY, 'validation.batchQuantityTooLarge'),
    );

/** The first identifier of a range: hexadecimal, as a MAC address without separators. */
export const rangeStartField = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{4,20}$/, 'validation.rangeStart')
    .transform((value) => value.toUpperCase());

export const batchIdentifiersSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('range'), first: rangeStartField(), quantity: batchQuantityField() }),
    /** Identifiers typed one per line, or the text of an imported CSV (first column, or `identifier`). */
    z.object({ source: z.literal('list'), text: z.string().max(MAX_BATCH_LIST_CHARS, 'validation.tooLong') }),
  ],
  'validation.invalid',
);

export const batchBodySchema = z.object({
  deviceType: z.enum(FACTORY_DEVICE_TYPES, 'validation.deviceType'),
  technology: z.enum(TECHNOLOGIES, 'validation.technology'),
  firmware: fields.firmware(),
  identifiers: batchIdentifiersSchema,
});
export type BatchBody = z.input<typeof batchBodySchema>;

export const batchSchema = z.object({
  _id: z.string(),
  deviceType: z.string(),
  technology: z.string(),
  firmware: z.string(),
  quantity: z.number(),
  /** Devices already claimed by a rancher. */
  activated: z.number(),
  state: z.enum(BATCH_STATES),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchPageSchema = pageOf(batchSchema);

export const batchListQuerySchema = z.object({
  ...pagingFields(200, 50),
  /** Start of the identifier of one of the batch's devices. */
  q: z.string().trim().max(20).optional(),
  state: z.enum(BATCH_STATES, 'validation.invalid').optional(),
});
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

/** A batch's device as listed later: its code is never shown again (only a hash of it is kept). */
export const batchDeviceSchema = z.object({
  identifier: z.string(),
  claimedAt: z.string().nullable(),
});
export const batchDetailSchema = batchSchema.extend({ devices: z.array(batchDeviceSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** A device with its activation code, as shown once: at the batch's creation or a regeneration. */
export const batchCodeSchema = z.object({
  identifier: z.string().max(20),
  activationCode: z.string(),
});
export type BatchCode = z.infer<typeof batchCodeSchema>;
/** The creation's answer: the batch and, this once, its codes (for its labels and CSV). */
export const batchCreatedSchema = batchSchema.extend({ devices: z.array(batchCodeSchema) });
export type BatchCreated = z.infer<typeof batchCreatedSchema>;
/** New codes of some of a batch's devices, shown once; the old ones stop working. */
export const batchCodesSchema = z.object({ batchId: z.string(), devices: z.array(batchCodeSchema) });
export type BatchCodes = z.infer<typeof batchCodesSchema>;

/** The devices whose codes to print (labels, CSV), as the creation or a regeneration showed them. */
export const batchFilesBodySchema = z.object({
  devices: z
    .array(
      z.object({
        identifier: z.string().trim().max(20, 'validation.tooLong'),
        activationCode: fields.activationCode().transform((value) => value.toUpperCase()),
      }),
    )
    .min(1, 'validation.required')
    .max(MAX_BATCH_QUANTITY, 'validation.batchQuantityTooLarge'),
});
export type BatchFilesBody = z.input<typeof batchFilesBodySchema>;

/** Which devices get a new code: these (not claimed yet), or every device of the batch not claimed. */
export const batchCodesBodySchema = z.object({
  identifiers: z
    .array(z.string().trim().toUpperCase().max(20, 'validation.tooLong'))
    .min(1, 'validation.required')
    .max(MAX_BATCH_QUANTITY, 'validation.batchQuantityTooLarge')
    .optional(),
});
export type BatchCodesBody = z.input<typeof batchCodesBodySchema>;

export const batchShipmentSchema = z.object({ accountId: fields.objectId() });

/** A rancher adds a factory device to his account with the code on its label. */
export const deviceClaimSchema = z.object({
  identifier: fields.mac().transform((value) => value.toUpperCase()),
  activationCode: fields.activationCode().transform((value) => value.toUpperCase()),
});
export type DeviceClaim = z.input<typeof deviceClaimSchema>;
export const deviceClaimedSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  type: z.string(),
  ingestKey: z.string(),
});
export type DeviceClaimed = z.infer<typeof deviceClaimedSchema>;

/** `/devices-management`: every device of every account, in identifier order. */
export const consoleDeviceSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  type: z.string(),
  firmware: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  ownerEmail: z.string().nullable(),
  /** Epoch milliseconds of the last reading; null before the first one. */
  lastSeen: z.number().nullable(),
  battery: z.number().nullable(),
  retiredAt: z.string().nullable(),
  /** Fed by the herd simulator (docs/ui.md: labelled so). */
  simulated: z.boolean(),
});
export type ConsoleDevice = z.infer<typeof consoleDeviceSchema>;
export const consoleDevicePageSchema = pageOf(consoleDeviceSchema);

export const consoleDeviceListQuerySchema = z.object({
  ...pagingFields(200, 50),
  /** Start of an identifier, or part of an account's name or tax ID. */
  q: z.string().trim().max(50).optional(),
});
export type ConsoleDeviceListQuery = z.infer<typeof consoleDeviceListQuerySchema>;

export const deviceMoveSchema = z.object({ accountId: fields.objectId() });
