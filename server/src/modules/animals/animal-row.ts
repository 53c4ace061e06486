import type { Animal, AnimalBody } from '@tropero/shared/herd';
import { NO_ROUNDUP } from '@tropero/shared/herd';
import { visibleSettlementIds, type AccountScope } from '../../access/account-scope';
import type { AnimalFilters, AnimalListRow } from './animals.repository';

/** A stored animal as the API answers it. */
export function toAnimal(row: AnimalListRow): Animal {
  return {
    _id: row.id,
    caravana: row.caravana,
    senasa: row.senasa,
    eid: row.eid,
    type: row.type,
    subtype: row.subtype,
    breed: row.breed,
    sex: row.sex as Animal['sex'],
    birthDay: row.birth_day,
    weightKg: row.weight_kg,
    observations: row.observations,
    settlementId: row.settlement_id,
    roundupId: row.roundup_id,
    roundupName: row.roundup_name ?? NO_ROUNDUP,
    plotId: row.plot_id,
    plotName: row.plot_name,
  };
}

export const scopeFilters = (scope: AccountScope): AnimalFilters => ({
  accountId: scope.accountId,
  settlementIds: visibleSettlementIds(scope),
});

/** Identifiers are kept upper-case, so that search and uniqueness ignore case. */
export const normaliseId = (value: string | undefined | null) => (value ? value.trim().toUpperCase() : null);

/** The stored columns of an animal as the form, the API or a file row describes it. */
export function animalColumns(body: AnimalBody) {
  return {
    settlement_id: body.settlementId,
    caravana: normaliseId(body.caravana)!,
    senasa: normaliseId(body.senasa),
    eid: body.eid || null,
    type: body.type,
    subtype: body.subtype ?? null,
    breed: body.breed ?? null,
    sex: body.sex ?? null,
    birth_day: body.birthDay ?? null,
    weight_kg: body.weightKg ?? null,
    observations: body.observations || null,
  };
}

/** The body that describes a stored animal, to apply a partial change over it. */
export function bodyOf(animal: Animal): AnimalBody {
  return {
    caravana: animal.caravana,
    senasa: animal.senasa ?? undefined,
    eid: animal.eid ?? undefined,
    type: animal.type as AnimalBody['type'],
    subtype: (animal.subtype ?? undefined) as AnimalBody['subtype'],
    breed: (animal.breed ?? undefined) as AnimalBody['breed'],
    sex: animal.sex ?? undefined,
    birthDay: animal.birthDay ?? undefined,
    weightKg: animal.weightKg ?? undefined,
    observations: animal.observations ?? undefined,
    settlementId: animal.settlementId,
    roundupId: animal.roundupId,
  };
}
