import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Flags are stored as 0/1 integers on both dialects. */
export type Flag = number;
/** ISO-8601 UTC text on both dialects. */
export type Instant = string;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  active: Flag;
  needs_password_reset: Flag;
  language: string;
  /** JSON array of strings. */
  tags: string;
  alert_push_notifications: Flag;
  disable_alert: Flag;
  device_token: string | null;
  deleted_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  /** When the user proved he reads mail at this address; null until then. */
  email_verified_at: Instant | null;
  /** JSON of AlertPreferences; null: the defaults. */
  alert_preferences: string | null;
}

export interface AccountsTable {
  id: string;
  name: string;
  account_type: string;
  owner_id: string;
  active: Flag;
  /** Spec §5: the green-index layers need the satellite integration, which a superadmin turns on. */
  satellite_integration: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
  /** Spec §4: CF, MONOTRIBUTO, RI or EX; null until a superadmin sets it. */
  tax_condition: string | null;
  /** The tax ID or national ID, as typed. */
  tax_id: string | null;
  contact_phone: string | null;
  whatsapp: string | null;
  /** How many devices the account may have; null: no limit. */
  device_limit: number | null;
}

export type MemberRole = 'owner' | 'admin' | 'invite';

export interface AccountMembersTable {
  account_id: string;
  user_id: string;
  role: MemberRole;
  active: Flag;
  created_at: Instant;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Instant;
  revoked_at: Instant | null;
  created_at: Instant;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Instant;
}

export interface SettlementsTable {
  id: string;
  account_id: string;
  name: string;
  lat: number;
  lng: number;
  establishment_code: string | null;
  utc_offset_minutes: Generated<number>;
  /** HerdType: beef or dairy. */
  herd_type: Generated<string>;
  /** JSON of AlertParams. */
  alert_params: Generated<string>;
  created_at: Instant;
  updated_at: Instant;
}

export type SharedRole = 'admin' | 'invite';

/** A user outside the account who was given one settlement by invitation. */
export interface SettlementMembersTable {
  settlement_id: string;
  user_id: string;
  role: SharedRole;
  created_at: Instant;
}

export interface SettlementInvitesTable {
  id: string;
  settlement_id: string;
  email: string;
  role: SharedRole;
  invited_by: string;
  created_at: Instant;
  accepted_at: Instant | null;
  /** Hash of the one-time secret the invitation link carries (null for invitations sent before it). */
  token_hash: string | null;
}

/** Columns shared by plots and fences: a named area of a settlement. */
interface AreaColumns {
  id: string;
  account_id: string;
  settlement_id: string;
  name: string;
  /** GeoJSON Polygon or MultiPolygon. */
  geometry: string;
  area_ha: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface PlotsTable extends AreaColumns {
  color: string;
}

export interface FencesTable extends AreaColumns {
  active: Flag;
}

export interface MarkersTable {
  id: string;
  account_id: string;
  settlement_id: string;
  type: string;
  name: string | null;
  lat: number;
  lng: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface CropTypesTable {
  id: string;
  name: string;
  group_name: string;
  available: Flag;
}

export interface CropsTable {
  id: string;
  plot_id: string;
  crop_type_id: string;
  /** yyyy-mm-dd */
  start_date: string;
  end_date: string | null;
  quality: string | null;
  created_at: Instant;
}

export interface RoundupsTable {
  id: string;
  account_id: string;
  settlement_id: string;
  name: string;
  created_at: Instant;
  updated_at: Instant;
}

export interface AnimalsTable {
  id: string;
  account_id: string;
  settlement_id: string;
  roundup_id: string | null;
  caravana: string;
  senasa: string | null;
  eid: string | null;
  type: string;
  subtype: string | null;
  breed: string | null;
  sex: string | null;
  /** yyyy-mm-dd */
  birth_day: string | null;
  weight_kg: number | null;
  observations: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Which roundup an animal was in, and when (the name is kept should the roundup be deleted). */
export interface RoundupMembershipsTable {
  id: string;
  animal_id: string;
  roundup_id: string | null;
  roundup_name: string;
  from_at: Instant;
  to_at: Instant | null;
}

export interface DevicesTable {
  id: string;
  account_id: string;
  settlement_id: string | null;
  animal_id: string | null;
  type: string;
  identifier_type: string;
  identifier: string;
  firmware: string | null;
  technology: string | null;
  /** JSON array of signal kinds. */
  signals: string;
  ingest_key_hash: string | null;
  /** Fed by the herd simulator (labelled so in the API and the UI). */
  simulated: Generated<Flag>;
  created_at: Instant;
  updated_at: Instant;
  /** Set when a superadmin retires the device (it stops reporting). */
  retired_at: Generated<Instant | null>;
}

export interface GatewaysTable {
  id: string;
  account_id: string;
  settlement_id: string | null;
  identifier: string;
  name: string;
  lat: number | null;
  lng: number | null;
  ingest_key_hash: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface AllocationsTable {
  id: string;
  account_id: string;
  animal_id: string;
  plot_id: string;
  /** yyyy-mm-dd, inclusive */
  from_date: string;
  /** yyyy-mm-dd, exclusive; null while current */
  to_date: string | null;
}

/** One stored reading; (device, ts) makes ingestion idempotent. */
export interface ReadingsTable {
  device_id: string;
  /** Epoch milliseconds. */
  ts: number;
  account_id: string;
  animal_id: string | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  speed: number | null;
  battery: number | null;
  temperature: number | null;
  grazing_s: number | null;
  ruminating_s: number | null;
  resting_s: number | null;
  walking_s: number | null;
  drinking_s: number | null;
  beacon_id: string | null;
  beacon_rssi: number | null;
  gateway_id: string | null;
}

/** The readings of one group commit, acknowledged and waiting to be filed into readings and the rollups. */
export interface PendingReadingsTable {
  id: string;
  /** JSON: the values of its readings in one flat array, in a fixed column order. */
  readings: string;
}

/** A device's latest reading. */
export interface DeviceStateTable {
  device_id: string;
  ts: number;
  lat: number | null;
  lng: number | null;
  battery: number | null;
  temperature: number | null;
}

/** What one animal did on one UTC day, kept up to date as readings arrive. */
export interface AnimalDaysTable {
  animal_id: string;
  /** yyyy-mm-dd, the settlement's local day (its `utc_offset_minutes`): packages/shared local-day. */
  day: string;
  account_id: string;
  settlement_id: string;
  grazing_s: number;
  ruminating_s: number;
  resting_s: number;
  walking_s: number;
  drinking_s: number;
  distance_m: number;
  /** The odometer's anchor: the last fix that counted. */
  anchor_ts: number | null;
  anchor_lat: number | null;
  anchor_lng: number | null;
  /** The newest fix of the day seen so far: an older one arriving means recomputing the day. */
  last_fix_ts: number | null;
  readings: number;
  /** The day's first reading (fix or not): on an animal's first day, whether it holds the whole day. */
  first_ts: number | null;
}

/** Heat-map counts on a fixed ~25 m grid per settlement and day. */
export interface HeatCellsTable {
  settlement_id: string;
  day: string;
  ix: number;
  iy: number;
  count: number;
}

/** The same counts summed over blocks of 8 UTC days (from 1970-01-01): long heat-map ranges read these. */
export interface HeatBlocksTable {
  settlement_id: string;
  /** The block's first day. */
  block_start: string;
  ix: number;
  iy: number;
  count: number;
}

/** Identifiers a gateway heard that match no device of its account. */
export interface UnknownDevicesTable {
  gateway_id: string;
  identifier: string;
  count: number;
  last_seen: number;
}

/**
 * One row per periodic job, shared by every server: a server runs a job only after claiming its row
 * (a lease), so a run happens once across servers; a lease left by a crashed server expires.
 */
/** A point weather is kept for: settlements rounded to 0.01° (hundredths of a degree) with their offset. */
export interface WeatherLocationsTable {
  id: string;
  lat_e2: number;
  lng_e2: number;
  utc_offset_minutes: number;
  /** Who answered the last refresh: open-meteo or simulated. */
  source: string | null;
  /** Epoch ms of the last forecast refresh. */
  refreshed_at: number | null;
  /** JSON of the provider's current conditions at the last refresh. */
  current: string | null;
  backfill_state: Generated<'pending' | 'running' | 'done' | 'failed'>;
  /** Days of the archive stored, of `backfill_total`. */
  backfill_done: Generated<number>;
  backfill_total: Generated<number>;
  backfill_error: string | null;
  created_at: number;
}

export interface WeatherHoursTable {
  location_id: string;
  /** Start of the hour, epoch ms (UTC). */
  ts: number;
  temperature: number | null;
  humidity: number | null;
  dew_point: number | null;
  precipitation: number | null;
  radiation: number | null;
  /** FAO-56 reference evapotranspiration, mm over the hour. */
  et0: number | null;
  wind_speed: number | null;
  wind_direction: number | null;
  wind_gusts: number | null;
  weather_code: number | null;
}

/** One local day (the location's offset) of a location's hours: what degree days and radiation read. */
export interface WeatherDaysTable {
  location_id: string;
  /** yyyy-mm-dd. */
  day: string;
  temperature_min: number | null;
  temperature_max: number | null;
  temperature_mean: number | null;
  humidity_mean: number | null;
  /** mm. */
  precipitation: number | null;
  /** Shortwave radiation, MJ/m². */
  radiation: number | null;
  /** FAO-56 reference evapotranspiration, mm: the sum of the day's hours. */
  et0: number | null;
  wind_speed_max: number | null;
  weather_code: number | null;
  /** Hours the day's figures come from. */
  hours: number;
  /**
   * JSON `{t, h, d}`: the day's hourly temperature, humidity and dew point in time order, so that a
   * year of heat stress (by any formula and threshold) is read from 365 rows, not 8,760.
   */
  samples: string;
}

export interface JobsTable {
  name: string;
  /** Who holds the lease (host, process and a random part), while a run is going on. */
  lease_owner: string | null;
  /** Epoch ms until which the lease holds; the holder renews it while it runs; null between runs. */
  lease_until: number | null;
  runs: number;
  last_started_at: number | null;
  last_finished_at: number | null;
  /** The last run's error, or null when it succeeded. */
  last_error: string | null;
}

/** A browser's Web Push subscription; the browser renews it (heartbeat) and a gone one is deleted. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Instant;
  heartbeat_at: Instant;
}

/** An alert waiting for its user's daily digest mail. */
export interface AlertDigestItemsTable {
  id: string;
  user_id: string;
  alert_id: string;
  /** JSON of the Alert as it was opened. */
  alert: string;
  created_at: Instant;
}

export interface NewsTable {
  id: string;
  title: string;
  body: string;
  /** JSON array of image data URLs. */
  images: string;
  audience: string;
  /** JSON array of language codes ("es", "en", "pt"). */
  languages: string;
  publish_at: Instant;
  expires_at: Instant | null;
  created_by: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface SupportConversationsTable {
  id: string;
  /** The WhatsApp number in its received form (549…); null for a customer who wrote only in the app. */
  phone_number: string | null;
  user_id: string | null;
  account_id: string | null;
  /** The WhatsApp profile's name. */
  profile_name: string | null;
  /** open, pending or resolved. */
  state: string;
  assignee_id: string | null;
  unread: number;
  customer_unread: number;
  last_message_at: Instant | null;
  last_message_text: string | null;
  /** app or whatsapp: the channel of the customer's last message. */
  last_channel: string;
  last_whatsapp_in_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface SupportMessagesTable {
  id: string;
  conversation_id: string;
  /** in (from the customer) or out. */
  direction: string;
  channel: string;
  text: string;
  internal: Flag;
  status: string;
  template: string | null;
  author_id: string | null;
  /** WhatsApp's message id (wamid…): unique, so a repeated delivery is filed once. */
  wa_message_id: string | null;
  error: string | null;
  created_at: Instant;
  status_at: Instant | null;
}

/** A number a customer gave, until the code sent to it comes back (the code only as a SHA-256 hash). */
export interface SupportNumberProofsTable {
  user_id: string;
  phone_number: string;
  code_hash: string;
  attempts: number;
  expires_at: Instant;
  created_at: Instant;
}

export interface SupportCannedAnswersTable {
  id: string;
  shortcut: string;
  text: string;
  created_at: Instant;
  updated_at: Instant;
}

/** A FAQ or tip; `contexts` and `images` are JSON arrays; `published` and `seeded` are 0/1. */
export interface HelpEntriesTable {
  id: string;
  kind: string;
  contexts: string;
  images: string;
  sort_order: number;
  published: number;
  seeded: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** An entry's title and body in one language (es_AR always, en_US and pt_BR when written). */
export interface HelpTextsTable {
  entry_id: string;
  language: string;
  title: string;
  body: string;
}

/** An image of the help, base64 in `data`, with its checked type. */
export interface HelpImagesTable {
  id: string;
  content_type: string;
  bytes: number;
  data: string;
  created_by: string | null;
  created_at: string;
}

export interface NewsReadsTable {
  news_id: string;
  user_id: string;
  read_at: Instant;
}

export interface AlertsTable {
  id: string;
  account_id: string;
  settlement_id: string;
  type: string;
  severity: string;
  subject_kind: string;
  subject_id: string;
  subject_label: string;
  animal_id: string | null;
  device_id: string | null;
  state: 'open' | 'resolved';
  opened_at: number;
  last_at: number;
  resolved_at: number | null;
  count: number;
  value: number | null;
  threshold: number | null;
  /** ThresholdBasis of a heat-stress alert's threshold; null for the others. */
  threshold_basis: string | null;
  lat: number | null;
  lng: number | null;
  /** `type:subjectId` while open, NULL once resolved (unique: one open alert per rule and subject). */
  open_key: string | null;
}

export interface AlertReadsTable {
  alert_id: string;
  user_id: string;
  read_at: number;
}

/** A rule's counter for one subject (consecutive fixes, a night's first fix…), shared by every server. */
export interface AlertRuleStatesTable {
  rule: string;
  subject_id: string;
  counter: number;
  since: number | null;
  lat: number | null;
  lng: number | null;
  updated_at: number;
}

/** A plot's NDVI in one satellite scene; figures are null when the plot had no clear view. */
export interface PlotNdviTable {
  plot_id: string;
  /** The provider's scene (item) identifier. */
  scene_id: string;
  provider: string;
  /** Epoch milliseconds of the acquisition. */
  acquired_at: number;
  clear: Flag;
  /** Share of the plot's pixels that were valid (not cloud, shadow, cirrus, snow or no data), 0 to 1. */
  valid_share: number;
  mean: number | null;
  median: number | null;
  p10: number | null;
  p90: number | null;
  /** Why the figures are doubtful ("dudosa"; `NdviDoubt`), or null. */
  doubt: string | null;
  created_at: number;
}

export type BackfillState = 'pending' | 'running' | 'done' | 'failed';

/** A settlement's green index: its backfill of the last 12 months and how far scenes were searched. */
export interface GreenIndexSettlementsTable {
  settlement_id: string;
  backfill_state: Generated<BackfillState>;
  /** Scenes of the running backfill done, of `backfill_total`. */
  backfill_done: Generated<number>;
  backfill_total: Generated<number>;
  backfill_error: string | null;
  /** Epoch ms up to which scenes were looked for; null before the first backfill ends. */
  searched_until: number | null;
  updated_at: number;
}

/** A plot whose last 12 months are stored (a plot without a row is backfilled). */
export interface GreenIndexPlotsTable {
  plot_id: string;
  settlement_id: string;
  backfilled_at: number;
}

/** A plot's rendered index image in one scene, kept for every server. */
export interface GreenIndexImagesTable {
  plot_id: string;
  scene_id: string;
  layer: string;
  /** The plot's `updated_at` when drawn: an outline changed since draws it again. */
  plot_updated_at: string;
  /** JSON [west, south, east, north]. */
  bbox: string;
  /** Base64 PNG. */
  png: string;
  created_at: number;
}

/** A calculation region of Argentina (biomass), with a rough box for a settlement's default. */
export interface BiomassRegionsTable {
  id: string;
  name: string;
  /** JSON list of the crop type groups it offers. */
  crop_groups: string;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  position: number;
}

/** One version of a biomass coefficient table; the highest is current. */
export interface BiomassTableVersionsTable {
  table_name: string;
  version: number;
  created_at: Instant;
  /** The superadmin who wrote it; null for the shipped version. */
  created_by: string | null;
  note: string | null;
}

export interface BiomassCoefficientsTable {
  table_name: string;
  version: number;
  key: string;
  value: number;
  unit: string;
  source: string;
  /** sourced | unverified */
  confidence: string;
}

/** One superadmin console action: who, what, on what, and the subject before and after (JSON). */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  created_at: Instant;
}

export interface DB {
  users: UsersTable;
  accounts: AccountsTable;
  audit_log: AuditLogTable;
  account_members: AccountMembersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  settlements: SettlementsTable;
  settlement_members: SettlementMembersTable;
  settlement_invites: SettlementInvitesTable;
  plots: PlotsTable;
  fences: FencesTable;
  markers: MarkersTable;
  crop_types: CropTypesTable;
  crops: CropsTable;
  roundups: RoundupsTable;
  animals: AnimalsTable;
  roundup_memberships: RoundupMembershipsTable;
  devices: DevicesTable;
  gateways: GatewaysTable;
  allocations: AllocationsTable;
  readings: ReadingsTable;
  device_state: DeviceStateTable;
  animal_days: AnimalDaysTable;
  heat_cells: HeatCellsTable;
  heat_blocks: HeatBlocksTable;
  unknown_devices: UnknownDevicesTable;
  email_verifications: EmailVerificationsTable;
  account_invitations: AccountInvitationsTable;
  account_email_invitations: AccountEmailInvitationsTable;
  sessions: SessionsTable;
  login_limits: LoginLimitsTable;
  jobs: JobsTable;
  pending_readings: PendingReadingsTable;
  weather_locations: WeatherLocationsTable;
  weather_hours: WeatherHoursTable;
  weather_days: WeatherDaysTable;
  plot_ndvi: PlotNdviTable;
  green_index_settlements: GreenIndexSettlementsTable;
  green_index_plots: GreenIndexPlotsTable;
  green_index_images: GreenIndexImagesTable;
  biomass_regions: BiomassRegionsTable;
  biomass_table_versions: BiomassTableVersionsTable;
  biomass_coefficients: BiomassCoefficientsTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_digest_items: AlertDigestItemsTable;
  news: NewsTable;
  news_reads: NewsReadsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_canned_answers: SupportCannedAnswersTable;
  support_number_proofs: SupportNumberProofsTable;
  help_entries: HelpEntriesTable;
  help_texts: HelpTextsTable;
  help_images: HelpImagesTable;
  alerts: AlertsTable;
  alert_reads: AlertReadsTable;
  alert_rule_states: AlertRuleStatesTable;
  device_batches: DeviceBatchesTable;
  batch_devices: BatchDevicesTable;
}

/** A production batch of the device factory. */
export interface DeviceBatchesTable {
  id: string;
  device_type: string;
  technology: string;
  firmware: string;
  quantity: number;
  activated: Generated<number>;
  shipped_account_id: string | null;
  shipped_at: Instant | null;
  created_by: string;
  created_at: Instant;
}

/** A device of a batch, with its activation code; claimed once. */
export interface BatchDevicesTable {
  id: string;
  batch_id: string;
  identifier: string;
  /** HMAC-SHA-256 of the identifier and its activation code (activation-code.ts); null only while `legacy_code` waits. */
  code_hash: string | null;
  /** A code stored readable before codes were hashed, until the server hashes it at start. */
  legacy_code: string | null;
  claimed_account_id: string | null;
  claimed_at: Instant | null;
}

export type RoundupRow = Selectable<RoundupsTable>;
export type AnimalRow = Selectable<AnimalsTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type GatewayRow = Selectable<GatewaysTable>;

export type PlotRow = Selectable<PlotsTable>;
export type FenceRow = Selectable<FencesTable>;
export type MarkerRow = Selectable<MarkersTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type SettlementRow = Selectable<SettlementsTable>;

/** A mailed link that proves the user reads mail at his address. */
export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

/** An invitation to join an account, waiting for the invitee's answer (one per account and user). */
export interface AccountInvitationsTable {
  id: string;
  account_id: string;
  user_id: string;
  role: Exclude<MemberRole, 'owner'>;
  invited_by: string;
  token_hash: string;
  created_at: Instant;
}

/** An invitation to join an account sent to an address nobody has registered yet. */
export interface AccountEmailInvitationsTable {
  id: string;
  account_id: string;
  email: string;
  role: Exclude<MemberRole, 'owner'>;
  invited_by: string;
  created_at: Instant;
}

/** A signed-in session: a refresh-token family (its id is the family's) or a data-API login. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Instant;
  revoked_at: Instant | null;
}

/** A login-limit counter, by the hash of what it counts (a client IP, an email and client, an email). */
export interface LoginLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the count starts again from zero. */
  window_ends: number;
  /** Epoch milliseconds before which the next attempt waits. */
  blocked_until: number;
}
