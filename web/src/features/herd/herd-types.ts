import type { Option } from '@tropero/shared/herd';

/** Roundups are read by the dashboard too: their type lives with their query. */
export type { Roundup } from '../../api/get-roundups';

/** A period of an animal in a roundup; `to` is null while it lasts. Instants (ISO-8601). */
export interface RoundupPeriod {
  roundupId: string | null;
  roundupName: string;
  from: string;
  to: string | null;
}

/** A period of an animal in a plot; days written `yyyy-mm-dd`, `to` null while it lasts. */
export interface PlotPeriod {
  plotId: string;
  plotName: string;
  from: string;
  to: string | null;
}

/** An animal's period in one plot, seen from the plot. */
export interface PlotAnimalPeriod {
  animalId: string;
  caravana: string;
  from: string;
  to: string | null;
}

export interface Gateway {
  _id: string;
  accountId: string;
  settlementId: string | null;
  identifier: string;
  name: string;
  location: { lat: number; lng: number } | null;
}

/** A gateway as the superadmin's assignment screen lists it: named by account and settlement. */
export interface AssignedGateway extends Gateway {
  accountName: string;
  settlementName: string | null;
}

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
