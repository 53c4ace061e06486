import { today } from '../../../lib/dates';

/** A chart's download name: the animal's caravana, what the chart holds and today, e.g. `AR-12-bateria-2026-03-10.csv`. */
export function chartFileName(caravana: string, what: string): string {
  const safe = caravana.replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return `${safe}-${what}-${today()}.csv`;
}
