import type { z } from 'zod';
import type { Option } from '@tropero/shared/herd';
import type {
  animalAllocationSchema,
  animalRoundupPeriodSchema,
  Gateway,
  gatewayOfAnyAccountSchema,
  plotAllocationSchema,
} from '@tropero/shared/contracts/herd';

/** Roundups are read by the dashboard too: their type lives with their query. */
export type { Roundup } from '../../api/get-roundups';

/** A period of an animal in a roundup; `to` is null while it lasts. Instants (ISO-8601). */
export type RoundupPeriod = z.infer<typeof animalRoundupPeriodSchema>;

/** A period of an animal in a plot; days written `yyyy-mm-dd`, `to` null while it lasts. */
export type PlotPeriod = z.infer<typeof animalAllocationSchema>;

/** An animal's period in one plot, seen from the plot. */
export type PlotAnimalPeriod = z.infer<typeof plotAllocationSchema>;

export type { Gateway };

/** A gateway as the superadmin's assignment screen lists it: named by account and settlement. */
export type AssignedGateway = z.infer<typeof gatewayOfAnyAccountSchema>;

/** Animal option lists of spec §3 and §4: empty until loaded, and when no customer is stored. */
export interface AnimalOptions {
  types: Option[];
  subtypes: Option[];
  breeds: Option[];
}

/** A page of a list: the rows asked for and how many match in all. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}
