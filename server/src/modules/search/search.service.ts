import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../access/account-scope';
import { animalsRepository } from '../animals/animals.repository';
import { scopeFilters, toAnimal } from '../animals/animals.service';
import { devicesRepository } from '../devices/devices.repository';
import { toDevice } from '../devices/devices.service';

const LIMIT = 10;

/** The top bar's search (spec §2): animals by caravana, SENASA id or e-ID, devices by MAC/UUID, by prefix. */
export class SearchService {
  constructor(private readonly db: Executor) {}

  async search(scope: AccountScope, q: string) {
    const filters = { ...scopeFilters(scope), search: q };
    const [animals, devices] = await Promise.all([
      animalsRepository.firstMatches(this.db, filters, LIMIT),
      devicesRepository.firstMatches(this.db, filters, LIMIT),
    ]);
    return { animals: animals.map(toAnimal), devices: devices.map(toDevice) };
  }
}
