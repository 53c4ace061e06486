import type { AccountScope } from '../../access/account-scope';
import type { AnimalsService } from '../animals/animals.service';
import type { DevicesService } from '../devices/devices.service';

const LIMIT = 10;

/** The top bar's search (spec §2): animals by caravana, SENASA id or e-ID, devices by MAC/UUID, by prefix. */
export class SearchService {
  constructor(
    private readonly animals: AnimalsService,
    private readonly devices: DevicesService,
  ) {}

  async search(scope: AccountScope, q: string) {
    const [animals, devices] = await Promise.all([
      this.animals.firstMatches(scope, q, LIMIT),
      this.devices.firstMatches(scope, q, LIMIT),
    ]);
    return { animals, devices };
  }
}
