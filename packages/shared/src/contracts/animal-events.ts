import { z } from 'zod';
import { rangeQuery } from './range';

/**
 * What can happen to an animal on its timeline (issue "alerts, notifications, Web Push and news":
 * animal events): alerts raised and resolved, virtual-fence exits and returns, plot entries and
 * exits, drinking visits, allocations to a plot starting and ending, and a new device heard.
 */
export const ANIMAL_EVENT_KINDS = [
  'alertRaised',
  'alertResolved',
  'fenceExit',
  'fenceReturn',
  'plotEntry',
  'plotExit',
  'drinking',
  'allocationStart',
  'allocationEnd',
  'deviceChange',
] as const;
export type AnimalEventKind = (typeof ANIMAL_EVENT_KINDS)[number];

/** The most events one answer holds: the latest ones, with `truncated` set when there were more. */
export const ANIMAL_EVENTS_CAP = 5000;

/** `types`: some kinds, comma separated (all of them when absent). */
const kindsParam = z
  .string()
  .max(400)
  .refine(
    (value) => value.split(',').every((kind) => (ANIMAL_EVENT_KINDS as readonly string[]).includes(kind)),
    'validation.invalid',
  )
  .transform((value) => value.split(',') as AnimalEventKind[]);

/** GET /data-api/animals/{id}/events: the range, and optionally some kinds. */
export const animalEventsQuery = rangeQuery.extend({ types: kindsParam.optional() });

/** GET /data-api/animals/{id}/events/download: the same, as CSV or XLSX. */
export const animalEventsDownloadQuery = animalEventsQuery.extend({
  format: z.enum(['csv', 'xlsx'], 'validation.format').default('xlsx'),
});

export const animalEventSchema = z.object({
  /** When it happened, ISO 8601 (UTC). */
  ts: z.string(),
  kind: z.enum(ANIMAL_EVENT_KINDS),
  /** The plot entered, left or allocated to. */
  plotName: z.string().nullable(),
  /** The virtual fence left or returned to. */
  fenceName: z.string().nullable(),
  /** The device heard from the animal from then on. */
  deviceIdentifier: z.string().nullable(),
  /** The alert raised or resolved (a type of `ALERT_TYPES`). */
  alertType: z.string().nullable(),
  /** How long a drinking visit lasted, in minutes. */
  minutes: z.number().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AnimalEvent = z.infer<typeof animalEventSchema>;

export const animalEventsSchema = z.object({
  animalId: z.string(),
  caravana: z.string(),
  /** The latest first, at most `ANIMAL_EVENTS_CAP`. */
  events: z.array(animalEventSchema),
  /** Older events were left out. */
  truncated: z.boolean(),
});
export type AnimalEvents = z.infer<typeof animalEventsSchema>;
