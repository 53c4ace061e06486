import type { Device, DeviceBody, DeviceListQuery, DevicePatch, DeviceType } from '@tropero/shared/herd';
import type { fastLoadLineErrorSchema } from '@tropero/shared/contracts/herd';
import type { z } from 'zod';
import { patterns } from '@tropero/shared/validation';
import type { Executor } from '../../db/executor';
import { newObjectId } from '../../db/object-id';
import { writeUnique } from '../../db/unique-violation';
import { assertCanEdit, settlementAccess, type AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import { newIngestKey } from '../../access/ingest-key';
import { normaliseId, scopeFilters } from '../animals/animal-row';
import type { AnimalsService } from '../animals/animals.service';
import type { SettlementsService } from '../settlements/settlements.service';
import { devicesRepository, type DeviceListRow, type DeviceSort } from './devices.repository';

export const FIXED_POINT: DeviceType = 'PUNTO FIJO';

export function toDevice(row: DeviceListRow): Device {
  return {
    _id: row.id!,
    type: row.type as Device['type'],
    identifierType: row.identifier_type as Device['identifierType'],
    identifier: row.identifier,
    firmware: row.firmware,
    technology: row.technology,
    signals: JSON.parse(row.signals) as Device['signals'],
    settlementId: row.settlement_id,
    animalId: row.animal_id,
    animalCaravana: row.animal_caravana,
    lastSeen: row.last_seen_at,
    battery: row.battery,
    simulated: row.simulated === 1,
  };
}

export interface FastLoad {
  /** One identifier per line, as pasted or scanned. */
  identifiers: string[];
  type: DeviceType;
  firmware?: string;
  technology?: DeviceBody['technology'];
  settlementId?: string | null;
}

export type LineError = z.infer<typeof fastLoadLineErrorSchema>;

/** Collars, ear tags, fixed points…: one piece of hardware each, identified by MAC or UUID. */
/** A device of a batch: on an animal, in a settlement or loose in the account. */
export interface NewDevice {
  id: string;
  identifier: string;
  type: string;
  firmware: string | null;
  technology: string | null;
  animalId: string | null;
  settlementId: string | null;
  keyHash: string;
}

const filtersOf = (scope: AccountScope, query: Omit<DeviceListQuery, 'page' | 'pageSize'>) => ({
  ...scopeFilters(scope),
  settlementId: query.settlementId,
  type: query.type,
  search: query.q,
});
/** A device's stored columns: its body with the identifier normalised, where it was placed. */
const columnsOf = (
  body: DeviceBody,
  identifier: string,
  placement: { animal_id: string | null; settlement_id: string | null },
) => ({
  type: body.type,
  identifier_type: body.identifierType,
  identifier,
  firmware: body.firmware ?? null,
  technology: body.technology ?? null,
  signals: JSON.stringify(body.signals),
  ...placement,
});
const orderOf = (sort: string) => ({ sort: sort.replace('-', '') as DeviceSort, desc: sort.startsWith('-') });

export class DevicesService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly animals: AnimalsService,
    private readonly devicesChanged: () => void,
  ) {}

  async list(scope: AccountScope, query: DeviceListQuery) {
    const { items, total } = await devicesRepository.list(this.db, filtersOf(scope, query), {
      page: query.page,
      pageSize: query.pageSize,
      ...orderOf(query.sort),
    });
    return { items: items.map(toDevice), total };
  }

  /** Every device matching the list's filters, in its order, read in chunks (downloads: nothing paginated). */
  everyMatching(scope: AccountScope, query: Omit<DeviceListQuery, 'page' | 'pageSize'>) {
    return devicesRepository.everyMatching(this.db, filtersOf(scope, query), orderOf(query.sort));
  }

  /** The first devices whose identifier starts with `q`. */
  async firstMatches(scope: AccountScope, q: string, limit: number): Promise<Device[]> {
    const rows = await devicesRepository.firstMatches(this.db, { ...scopeFilters(scope), search: q }, limit);
    return rows.map(toDevice);
  }

  async get(scope: AccountScope, id: string): Promise<Device> {
    const row = await devicesRepository.find(this.db, scopeFilters(scope), id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDevice(row);
  }

  /** Creates a device; its ingest key is answered this once only. */
  async create(scope: AccountScope, body: DeviceBody): Promise<{ device: Device; ingestKey: string }> {
    const identifier = normaliseId(body.identifier)!;
    const check = () => this.placement(scope, body, identifier);
    const placement = await check();
    const id = newObjectId();
    const { key, hash } = newIngestKey('device');
    await writeUnique(
      async () =>
        devicesRepository.insert(this.db, [
          {
            id,
            account_id: scope.accountId,
            ingest_key_hash: hash,
            ...columnsOf(body, identifier, placement),
          },
        ]),
      async () => void (await check()),
    );
    this.devicesChanged();
    return { device: await this.get(scope, id), ingestKey: key };
  }

  /** Changes what the patch carries; an optional field sent as null is cleared. */
  async update(scope: AccountScope, id: string, patch: DevicePatch): Promise<Device> {
    const current = await this.editable(scope, id);
    const pick = <K extends keyof DevicePatch & keyof Device>(key: K) =>
      patch[key] === undefined ? current[key] : patch[key];
    const body = {
      type: pick('type'),
      identifierType: pick('identifierType'),
      identifier: pick('identifier'),
      firmware: pick('firmware') ?? undefined,
      technology: (pick('technology') ?? undefined) as DeviceBody['technology'],
      signals: pick('signals'),
      settlementId: pick('settlementId'),
      animalId: pick('animalId'),
    } as DeviceBody;
    const identifier = normaliseId(body.identifier)!;
    const check = () => this.placement(scope, body, identifier, id);
    const placement = await check();
    await writeUnique(
      async () => devicesRepository.update(this.db, id, columnsOf(body, identifier, placement)),
      async () => void (await check()),
    );
    this.devicesChanged();
    return this.get(scope, id);
  }

  async delete(scope: AccountScope, id: string): Promise<void> {
    await this.editable(scope, id);
    await devicesRepository.delete(this.db, id);
    this.devicesChanged();
  }

  async regenerateKey(scope: AccountScope, id: string): Promise<{ ingestKey: string }> {
    await this.editable(scope, id);
    const { key, hash } = newIngestKey('device');
    await devicesRepository.update(this.db, id, { ingest_key_hash: hash });
    this.devicesChanged();
    return { ingestKey: key };
  }

  /**
   * Fast device loading: one identifier per line, all created at once with a shared type and
   * firmware, or none when any line is wrong (every wrong line is reported).
   */
  async fastLoad(scope: AccountScope, load: FastLoad) {
    await this.settlements.assertCanPlace(scope, load.settlementId);
    const lines = load.identifiers.map((raw, index) => ({
      line: index + 1,
      identifier: normaliseId(raw) ?? '',
    }));
    const wanted = lines.filter((l) => l.identifier !== '');
    const taken = await this.takenIdentifiers(
      scope.accountId,
      wanted.map((l) => l.identifier),
    );
    const seen = new Set<string>();
    const errors: LineError[] = [];
    for (const { line, identifier } of wanted) {
      if (!patterns.mac.test(identifier)) errors.push({ line, identifier, error: 'macRegex' });
      else if (seen.has(identifier)) errors.push({ line, identifier, error: 'duplicatedMac' });
      else if (taken.has(identifier)) errors.push({ line, identifier, error: taken.get(identifier)! });
      seen.add(identifier);
    }
    if (errors.length > 0) {
      throw new AppError('IMPORT_INVALID', {
        message: 'some lines are wrong; no device was created',
        errors: Object.fromEntries(
          errors.map((e) => [`identifiers.${e.line - 1}`, `imports.errors.${e.error}`]),
        ),
        details: errors,
      });
    }
    const created = wanted.map(({ identifier }) => ({
      id: newObjectId(),
      identifier,
      ...newIngestKey('device'),
    }));
    await this.insertMany(
      scope.accountId,
      created.map((device) => ({
        id: device.id,
        identifier: device.identifier,
        type: load.type,
        firmware: load.firmware ?? null,
        technology: load.technology ?? null,
        animalId: null,
        settlementId: load.settlementId ?? null,
        keyHash: device.hash,
      })),
      () =>
        Promise.reject(
          new AppError('CONFLICT', { message: 'some identifiers were taken meanwhile; try again' }),
        ),
    );
    return {
      created: created.length,
      devices: created.map((d) => ({ _id: d.id, identifier: d.identifier, ingestKey: d.key })),
    };
  }

  /**
   * The one batch write of new devices (fast loading and the import): one transaction, each with
   * its ingest key's hash; the unique index is the arbiter of identifiers taken meanwhile, and
   * `conflict` says what the caller answers then.
   */
  async insertMany(accountId: string, devices: NewDevice[], conflict: () => Promise<void>): Promise<void> {
    const rows = devices.map((d) => ({
      id: d.id,
      account_id: accountId,
      settlement_id: d.settlementId,
      animal_id: d.animalId,
      type: d.type,
      identifier_type: 'MAC',
      identifier: d.identifier,
      firmware: d.firmware,
      technology: d.technology,
      signals: '[]',
      ingest_key_hash: d.keyHash,
    }));
    await writeUnique(
      () => this.db.transaction().execute((trx) => devicesRepository.insert(trx, rows)),
      conflict,
    );
    this.devicesChanged();
  }

  /** Which of these identifiers are taken, and the error each gets for this account (as `takenIdentifiers`). */
  identifiersTaken(accountId: string, identifiers: string[]) {
    return this.takenIdentifiers(accountId, identifiers);
  }

  /** `animalId|type` of the devices these animals carry (an animal carries one of each type). */
  typesOnAnimals(animalIds: string[]): Promise<Set<string>> {
    return devicesRepository.typesOnAnimals(this.db, animalIds);
  }

  /**
   * Where a device goes, once the caller may put it there: identifiers are unique across accounts,
   * so only someone allowed to create the device learns that its identifier is taken (decisions.md).
   */
  private async placement(scope: AccountScope, body: DeviceBody, identifier: string, exceptId?: string) {
    const placement = await this.place(scope, body, exceptId);
    const taken = (await this.takenIdentifiers(scope.accountId, [identifier], exceptId)).get(identifier);
    if (taken) throw new AppError('CONFLICT', { errors: { identifier: `validation.${taken}` } });
    return placement;
  }

  /**
   * Why each taken identifier cannot be registered: `macInUse` when the account has it already;
   * `identifierUnavailable` alike for another account's device and for factory stock (claimed with
   * its code), so that nothing tells another tenant's collar from one still at the factory.
   */
  private async takenIdentifiers(accountId: string, identifiers: string[], exceptId?: string) {
    const holders = await devicesRepository.identifierHolders(this.db, identifiers, exceptId);
    return new Map(
      [...holders].map(([identifier, holder]) => [
        identifier,
        holder === accountId ? ('macInUse' as const) : ('identifierUnavailable' as const),
      ]),
    );
  }

  /**
   * On an animal (then in the animal's settlement) or in a settlement. A fixed point is never on
   * an animal, and an animal carries one device of each type.
   */
  private async place(scope: AccountScope, body: DeviceBody, exceptId?: string) {
    if (body.animalId) {
      if (body.type === FIXED_POINT) {
        throw new AppError('VALIDATION', { errors: { animalId: 'validation.fixedPointWithAnimal' } });
      }
      const [animal] = await this.animals.existing(scope, [body.animalId]);
      if (!animal) throw new AppError('VALIDATION', { errors: { animalId: 'validation.animalNotFound' } });
      assertCanEdit(scope, animal.settlement_id);
      if (await devicesRepository.onAnimal(this.db, body.animalId, body.type, exceptId)) {
        throw new AppError('CONFLICT', { errors: { animalId: 'validation.animalHasDevice' } });
      }
      return { animal_id: body.animalId, settlement_id: animal.settlement_id };
    }
    await this.settlements.assertCanPlace(scope, body.settlementId);
    return { animal_id: null, settlement_id: body.settlementId ?? null };
  }

  private async editable(scope: AccountScope, id: string): Promise<Device> {
    const device = await this.get(scope, id);
    if (device.settlementId) {
      if (settlementAccess(scope, device.settlementId) === null) throw new AppError('NOT_FOUND');
      assertCanEdit(scope, device.settlementId);
    } else {
      assertCanEdit(scope);
    }
    return device;
  }
}
