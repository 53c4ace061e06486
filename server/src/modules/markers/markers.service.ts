import type { MarkerType } from '@tropero/shared/farm';
import type { Executor } from '../../db/executor';
import type { MarkerRow } from '../../db/schema';
import type { AccountScope } from '../../access/account-scope';
import { editableItem } from '../settlements/settlement-item';
import type { SettlementsService } from '../settlements/settlements.service';
import { markersRepository } from './markers.repository';

export interface NewMarker {
  type: MarkerType;
  name?: string;
  location: { lat: number; lng: number };
}

export const toMarker = (row: MarkerRow) => ({
  _id: row.id,
  settlementId: row.settlement_id,
  type: row.type as MarkerType,
  name: row.name,
  location: { lat: row.lat, lng: row.lng },
});

/** Farm markers of spec §3: windmills, drinkers, gates… */
export class MarkersService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
    private readonly devicesChanged: () => void,
  ) {}

  async list(scope: AccountScope, settlementId: string) {
    await this.settlements.find(scope, settlementId);
    return (await markersRepository.listBySettlement(this.db, settlementId)).map(toMarker);
  }

  /** New marker rows, once the caller may edit the settlement (checked before any transaction opens). */
  rowsFor(scope: AccountScope, settlementId: string, markers: NewMarker[]) {
    return this.settlements.newItemRows(scope, settlementId, markers, (marker) => ({
      type: marker.type,
      name: marker.name || null,
      lat: marker.location.lat,
      lng: marker.location.lng,
    }));
  }

  /** Stores rows made by `rowsFor` inside the caller's transaction (a KML import with its plots). */
  async insertRows(trx: Executor, rows: Awaited<ReturnType<MarkersService['rowsFor']>>): Promise<void> {
    await markersRepository.insert(trx, rows);
  }

  /** Markers stored outside this service's own writes (with `insertRows`) change what ingestion reads. */
  changed(): void {
    this.devicesChanged();
  }

  async create(scope: AccountScope, settlementId: string, marker: NewMarker) {
    const [row] = await this.rowsFor(scope, settlementId, [marker]);
    await markersRepository.insert(this.db, [row!]);
    this.devicesChanged();
    return toMarker((await markersRepository.find(this.db, scope.accountId, row!.id))!);
  }

  /** An optional name sent as null is cleared. */
  async update(
    scope: AccountScope,
    id: string,
    changes: Partial<Omit<NewMarker, 'name'>> & { name?: string | null },
  ) {
    await this.editable(scope, id);
    await markersRepository.update(this.db, id, {
      ...(changes.type !== undefined && { type: changes.type }),
      ...(changes.name !== undefined && { name: changes.name || null }),
      ...(changes.location !== undefined && { lat: changes.location.lat, lng: changes.location.lng }),
    });
    this.devicesChanged();
    return toMarker((await markersRepository.find(this.db, scope.accountId, id))!);
  }

  async delete(scope: AccountScope, id: string) {
    await this.editable(scope, id);
    await markersRepository.delete(this.db, id);
    this.devicesChanged();
  }

  private async editable(scope: AccountScope, id: string): Promise<MarkerRow> {
    return editableItem(scope, await markersRepository.find(this.db, scope.accountId, id));
  }
}
