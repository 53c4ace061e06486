import type { Executor } from '../../db/executor';
import type { AccountScope } from '../../http/account-scope';
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
    const page = { page: 1, pageSize: LIMIT, desc: false };
    const [animals, devices] = await Promise.all([
      animalsRepository.list(this.db, filters, { ...page, sort: 'caravana' }),
      devicesRepository.list(this.db, filters, { ...page, sort: 'identifier' }),
    ]);
    return { animals: animals.items.map(toAnimal), devices: devices.items.map(toDevice) };
  }
}
