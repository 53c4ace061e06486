import { z } from 'zod';
import { pagingFields } from './contracts/common';
import { patchSchema } from './patch';
import { fields, patterns } from './validation';

/**
 * Option lists of spec §3. They only ever grow at the end: an option's id is its index.
 * Animals store the value, so a list can be reordered in the UI without touching data.
 */
export const ANIMAL_TYPES = [
  'VACA',
  'VAQUILLONA',
  'TERNERO',
  'TERNERA',
  'NOVILLO',
  'NOVILLITO',
  'TORO',
  'TORITO',
] as const;
export const ANIMAL_SUBTYPES = [
  'CRÍA',
  'RECRÍA',
  'INVERNADA',
  'TAMBO',
  'PREÑADA',
  'VACÍA',
  'CUT',
  'DESCARTE',
] as const;
/** The fixed entry appended to the server's subtype list (spec §3). */
export const NO_SUBTYPE = 'SIN SUBCATEGORÍA';
export const BREEDS = [
  'ABERDEEN ANGUS',
  'HEREFORD',
  'POLLED HEREFORD',
  'BRAFORD',
  'BRANGUS',
  'SHORTHORN',
  'HOLANDO ARGENTINO',
  'CRIOLLO',
  'LIMANGUS',
  'BONSMARA',
  'CRUZA',
] as const;

/** Defaults of spec §3. */
export const NO_CATEGORY = 'Sin asignar';
export const NO_ROUNDUP = 'SIN RODEO';
export const DEFAULT_ANIMAL_TYPE = 'VACA';

/** Weight assumed by energy figures when an animal has none (kg), by type. */
export const DEFAULT_WEIGHT_KG: Record<(typeof ANIMAL_TYPES)[number], number> = {
  VACA: 420,
  VAQUILLONA: 320,
  TERNERO: 180,
  TERNERA: 170,
  NOVILLO: 380,
  NOVILLITO: 280,
  TORO: 650,
  TORITO: 400,
};

/** An animal's weight, or the default of its type when none is recorded (400 kg for an unknown type). */
export const weightOrDefault = (type: string, weightKg: number | null): number =>
  weightKg ?? DEFAULT_WEIGHT_KG[type as keyof typeof DEFAULT_WEIGHT_KG] ?? 400;

export interface Option {
  id: number;
  value: string;
}
export const toOptions = (values: readonly string[]): Option[] => values.map((value, id) => ({ id, value }));

export const DEVICE_TYPES = [
  'CARAVANA',
  'PUNTO FIJO',
  'COLLAR',
  'BOZAL',
  'VIRTUAL FENCE',
  'NO DEVICE',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const SIGNAL_KINDS = ['GPS', 'BATTERY', 'TEMPERATURE', 'BEACON'] as const;
export const IDENTIFIER_TYPES = ['MAC', 'UUID'] as const;
export const TECHNOLOGIES = ['LoRaWAN', 'GSM/GPS', 'Sigfox', 'BLE', 'NB-IoT', 'Satellite'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .optional();
const freeText = (max: number) =>
  z.string().trim().max(max, 'validation.tooLong').regex(patterns.freeText, 'validation.freeText');

export const roundupBodySchema = z.object({ name: fields.name(), settlementId: fields.objectId() });

export const animalBodySchema = z.object({
  caravana: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.tooLong')
    .regex(/^[\p{L}\p{N} .-]+$/u, 'validation.caravana'),
  senasa: fields.senasa().optional(),
  /** ISO 11784/11785 RFID: 15 digits (docs/domain.md §10). */
  eid: z
    .string()
    .trim()
    .regex(/^\d{15}$/, 'validation.eid')
    .optional(),
  type: z.enum(ANIMAL_TYPES, 'validation.animalType').default(DEFAULT_ANIMAL_TYPE),
  subtype: z.enum(ANIMAL_SUBTYPES, 'validation.animalSubtype').optional(),
  breed: z.enum(BREEDS, 'validation.breed').optional(),
  sex: z.enum(['M', 'F'], 'validation.sex').optional(),
  birthDay: optionalDate,
  weightKg: z.number('validation.number').positive('validation.positive').max(2000).optional(),
  observations: freeText(500).optional(),
  settlementId: fields.objectId(),
  roundupId: fields.objectId().nullable().optional(),
});
export type AnimalBody = z.infer<typeof animalBodySchema>;
export const animalPatchSchema = patchSchema(animalBodySchema);
export type AnimalPatch = z.infer<typeof animalPatchSchema>;

export const deviceBodySchema = z.object({
  type: z.enum(DEVICE_TYPES, 'validation.deviceType'),
  identifierType: z.enum(IDENTIFIER_TYPES, 'validation.identifierType').default('MAC'),
  identifier: fields.mac(),
  firmware: fields.firmware().optional(),
  technology: z.enum(TECHNOLOGIES, 'validation.technology').optional(),
  signals: z.array(z.enum(SIGNAL_KINDS, 'validation.signal')).max(4).default([]),
  settlementId: fields.objectId().nullable().optional(),
  animalId: fields.objectId().nullable().optional(),
});
export type DeviceBody = z.infer<typeof deviceBodySchema>;
export const devicePatchSchema = patchSchema(deviceBodySchema);
export type DevicePatch = z.infer<typeof devicePatchSchema>;

export const gatewayBodySchema = z.object({
  identifier: fields.mac(),
  name: fields.name(),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  settlementId: fields.objectId().nullable().optional(),
});

export const allocationBodySchema = z
  .object({
    plotId: fields.objectId(),
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
    animalIds: z.array(fields.objectId()).max(50_000).optional(),
    roundupId: fields.objectId().optional(),
  })
  .refine((body) => Boolean(body.animalIds?.length) !== Boolean(body.roundupId), {
    message: 'validation.animalsOrRoundup',
    path: ['animalIds'],
  });

/** Import columns of spec §3, in template order. */
export const ANIMAL_IMPORT_COLUMNS = [
  'caravanaNumber',
  'animalSenasa',
  'breed',
  'animalType',
  'animalSubtype',
  'birthDay',
  'observations',
  'animalSettlement',
  'roundup',
] as const;
export const DEVICE_IMPORT_COLUMNS = [
  'deviceType',
  'deviceMACAddress',
  'deviceFirmwareVersion',
  'deviceAnimalID',
] as const;

/**
 * Bounds of an animal or device import file: a real herd file (50,000 animals, the template's nine
 * short columns, observations of 500 characters at most) fits well inside them; a hostile file is
 * refused as soon as it crosses one, before it is read any further (decisions.md, Reliability: uploads).
 */
export const IMPORT_LIMITS = {
  /** Data rows below the header. */
  rows: 50_000,
  /** Characters of a header cell: the longest column name has 21. */
  headerCellChars: 100,
  /** Characters of a data cell that is read (the longest field, observations, takes 500). */
  cellChars: 1_000,
  /** Cells the rows span, counted to each row's last cell: 50,000 rows of 40 columns. */
  cells: 2_000_000,
} as const;

/** Import error keys of spec §5 (i18n: `imports.errors.<key>`). */
export const IMPORT_ERRORS = [
  'missingFields',
  'duplicatedMac',
  'duplicatedCaravana',
  'duplicatedSenasa',
  'animalNotFound',
  'macRegex',
  'macInUse',
  'firmwareRegex',
  'unknownEnumeration',
  'fixedPointWithAnimals',
  'roundupNotFound',
  // Beyond the spec's list: a value breaking its pattern, and a second device of a type on one animal.
  'invalidFormat',
  'animalHasDevice',
  // Another account's identifier or factory stock: one answer for both (never "in use" elsewhere).
  'identifierUnavailable',
] as const;
export type ImportErrorKey = (typeof IMPORT_ERRORS)[number];

export interface ImportRowError {
  /** Row number as the spreadsheet shows it: the header is row 1. */
  row: number;
  column: string;
  error: ImportErrorKey;
}

export const animalSchema = z.object({
  _id: z.string(),
  caravana: z.string(),
  senasa: z.string().nullable(),
  eid: z.string().nullable(),
  type: z.string(),
  subtype: z.string().nullable(),
  breed: z.string().nullable(),
  sex: z.enum(['M', 'F']).nullable(),
  birthDay: z.string().nullable(),
  weightKg: z.number().nullable(),
  observations: z.string().nullable(),
  settlementId: z.string(),
  roundupId: z.string().nullable(),
  /** The roundup's name, or 'SIN RODEO'. */
  roundupName: z.string(),
  plotId: z.string().nullable(),
  plotName: z.string().nullable(),
});
export type Animal = z.infer<typeof animalSchema>;

const listQuery = {
  ...pagingFields(500, 50),
  q: z.string().trim().max(50).optional(),
  settlementId: fields.objectId().optional(),
};

export const animalListQuerySchema = z.object({
  ...listQuery,
  /** A field name, '-' in front for descending. */
  sort: z
    .enum(
      [
        'caravana',
        '-caravana',
        'senasa',
        '-senasa',
        'type',
        '-type',
        'breed',
        '-breed',
        'birthDay',
        '-birthDay',
        'createdAt',
        '-createdAt',
      ],
      'validation.sort',
    )
    .default('caravana'),
  roundupId: z.union([fields.objectId(), z.literal('none')]).optional(),
  type: z.enum(ANIMAL_TYPES, 'validation.animalType').optional(),
  plotId: fields.objectId().optional(),
});
export type AnimalListQuery = z.infer<typeof animalListQuerySchema>;

export const animalBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('move-roundup'),
      ids: z.array(fields.objectId()).min(1).max(50_000),
      roundupId: fields.objectId().nullable(),
    }),
    z.object({ action: z.literal('delete'), ids: z.array(fields.objectId()).min(1).max(50_000) }),
  ],
  'validation.bulkAction',
);
export type AnimalBulk = z.infer<typeof animalBulkSchema>;

export const deviceListQuerySchema = z.object({
  ...listQuery,
  sort: z
    .enum(
      ['identifier', '-identifier', 'type', '-type', 'lastSeen', '-lastSeen', 'battery', '-battery'],
      'validation.sort',
    )
    .default('identifier'),
  type: z.enum(DEVICE_TYPES, 'validation.deviceType').optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

export const deviceSchema = z.object({
  _id: z.string(),
  type: z.enum(DEVICE_TYPES),
  identifierType: z.enum(IDENTIFIER_TYPES),
  identifier: z.string(),
  firmware: z.string().nullable(),
  technology: z.string().nullable(),
  signals: z.array(z.enum(SIGNAL_KINDS)),
  settlementId: z.string().nullable(),
  animalId: z.string().nullable(),
  animalCaravana: z.string().nullable(),
  /** Epoch milliseconds of the last reading; null before the first one. */
  lastSeen: z.number().nullable(),
  battery: z.number().nullable(),
  /** Its data comes from the herd simulator. */
  simulated: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
