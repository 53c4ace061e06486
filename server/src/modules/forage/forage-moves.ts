import type { MoveSuggestion, PlotForage } from '@tropero/shared/contracts/biomass';

const usableKg = (plot: PlotForage) => plot.forage?.usableKg ?? 0;

/** Plots with animals by days left (fewest first, unknown last), then the empty ones by forage (most first). */
export function rankByDaysLeft(plots: PlotForage[]): PlotForage[] {
  const grazed = plots.filter((plot) => plot.animals > 0);
  const empty = plots.filter((plot) => plot.animals === 0);
  grazed.sort((a, b) => (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity) || a.name.localeCompare(b.name));
  empty.sort((a, b) => usableKg(b) - usableKg(a) || a.name.localeCompare(b.name));
  return [...grazed, ...empty];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where each roundup might go next: taking the roundups of the plots that run out first, each gets the
 * empty plot with the most usable forage not yet suggested to another, and the days it would graze
 * there alone (usable forage / its daily intake). No empty plot with forage: no destination.
 */
export function suggestMoves(ranked: PlotForage[]): MoveSuggestion[] {
  const free = ranked.filter((plot) => plot.animals === 0 && usableKg(plot) > 0);
  const moves: MoveSuggestion[] = [];
  for (const plot of ranked) {
    for (const roundup of plot.roundups) {
      const destination = free.shift() ?? null;
      moves.push({
        roundupId: roundup.roundupId,
        roundupName: roundup.name,
        fromPlotId: plot.plotId,
        toPlotId: destination?.plotId ?? null,
        daysThere:
          destination && roundup.demandKgDmPerDay > 0
            ? round(usableKg(destination) / roundup.demandKgDmPerDay)
            : null,
        daysLeftHere: plot.daysLeft,
      });
    }
  }
  return moves;
}
