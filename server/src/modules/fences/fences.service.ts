import type { AreaGeometry } from '@tropero/shared/geo';
import { geometryColumns, parseGeometry } from '../../db/area-geometry';
import { fromFlag, toFlag, type Executor } from '../../db/executor';
import type { FenceRow } from '../../db/schema';
import type { AccountScope } from '../../access/account-scope';
import { editableItem } from '../settlements/settlement-item';
import type { SettlementsService } from '../settlements/settlements.service';
import { fencesRepository } from './fences.repository';

interface FenceFields {
  name: string;
  active: boolean;
  geometry: AreaGeometry;
}

const toFence = (row: FenceRow) => ({
  _id: row.id,
  settlementId: row.settlement_id,
  name: row.name,
  active: fromFlag(row.active),
  geometry: parseGeometry(row.geometry),
  areaHa: row.area_ha,
});

/** Virtual fences: polygons an animal should stay inside (the alerts test them). */
export class FencesService {
  constructor(
    private readonly db: Executor,
    private readonly settlements: SettlementsService,
  ) {}

  async list(scope: AccountScope, settlementId: string) {
    await this.settlements.find(scope, settlementId);
    return (await fencesRepository.listBySettlement(this.db, settlementId)).map(toFence);
  }

  async create(scope: AccountScope, settlementId: string, fence: FenceFields) {
    const [row] = await this.settlements.newItemRows(
      scope,
      settlementId,
      [fence],
      ({ name, active, geometry }) => ({
        name,
        active: toFlag(active),
        ...geometryColumns(geometry),
      }),
    );
    await fencesRepository.insert(this.db, row!);
    return toFence((await fencesRepository.find(this.db, scope.accountId, row!.id))!);
  }

  async update(scope: AccountScope, id: string, changes: Partial<FenceFields>) {
    await this.editable(scope, id);
    await fencesRepository.update(this.db, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.active !== undefined && { active: toFlag(changes.active) }),
      ...(changes.geometry && geometryColumns(changes.geometry)),
    });
    return toFence((await fencesRepository.find(this.db, scope.accountId, id))!);
  }

  async delete(scope: AccountScope, id: string) {
    await this.editable(scope, id);
    await fencesRepository.delete(this.db, id);
  }

  private async editable(scope: AccountScope, id: string): Promise<FenceRow> {
    return editableItem(scope, await fencesRepository.find(this.db, scope.accountId, id));
  }
}
