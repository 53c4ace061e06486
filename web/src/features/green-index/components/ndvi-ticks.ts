/**
 * The first days of months across a window (epoch ms, at `offsetMs` from UTC), every one, two, three
 * or six months so that at most `max` of them fall in it: the time axis of a season's series.
 */
export function monthTicks(from: number, to: number, offsetMs: number, max = 6): number[] {
  const local = (ts: number) => new Date(ts + offsetMs);
  const start = local(from);
  const months = (to - from) / (30.44 * 86_400_000);
  const step = [1, 2, 3, 6, 12].find((candidate) => months / candidate <= max) ?? 12;
  const ticks: number[] = [];
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (;;) {
    year += Math.floor(month / 12);
    month %= 12;
    const ts = Date.UTC(year, month, 1) - offsetMs;
    if (ts > to) return ticks;
    if (month % step === 0) ticks.push(ts);
    month += 1;
  }
}
