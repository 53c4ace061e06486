import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@tropero/shared/constants';
import { HEAT_BLOCK_DAYS, heatBlockStart, heatSpans, inHeatBlocks } from './rollup';

const dayAt = (offset: number) =>
  new Date(Date.UTC(2026, 9, 20) + offset * DAY_MS).toISOString().slice(0, 10);

/** Every day a span list stands for, blocks opened up into their days. */
function daysOf(spans: ReturnType<typeof heatSpans>): string[] {
  const days: string[] = [];
  const push = (from: string, to: string) => {
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS)
      days.push(new Date(t).toISOString().slice(0, 10));
  };
  for (const span of spans.days) push(span.from, span.to);
  if (spans.blocks) {
    const last = new Date(Date.parse(spans.blocks.to) + (HEAT_BLOCK_DAYS - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    push(spans.blocks.from, last);
  }
  return days.sort();
}

describe('heat blocks', () => {
  it('are 8 UTC days counted from 1970-01-01', () => {
    expect(heatBlockStart('1970-01-01')).toBe('1970-01-01');
    expect(heatBlockStart('1970-01-08')).toBe('1970-01-01');
    expect(heatBlockStart('1970-01-09')).toBe('1970-01-09');
    expect(heatBlockStart('1969-12-31')).toBe('1969-12-24');
    expect(heatBlockStart('2026-11-02')).toBe('2026-10-26');
    expect(heatBlockStart('2026-11-03')).toBe('2026-11-03');
  });

  it('split any range into whole blocks and loose days, each day exactly once', () => {
    for (let from = 0; from < 40; from++) {
      for (let to = from; to < 40; to++) {
        const spans = heatSpans(dayAt(from), dayAt(to));
        expect(daysOf(spans), `${dayAt(from)}…${dayAt(to)}`).toEqual(
          Array.from({ length: to - from + 1 }, (_, i) => dayAt(from + i)),
        );
        if (spans.blocks) expect(heatBlockStart(spans.blocks.from)).toBe(spans.blocks.from);
        expect(spans.days.length).toBeLessThanOrEqual(2);
      }
    }
    // A month: 3 blocks and 7 loose days, not 31 days.
    expect(heatSpans('2026-10-24', '2026-11-23')).toEqual({
      days: [
        { from: '2026-10-24', to: '2026-10-25' },
        { from: '2026-11-19', to: '2026-11-23' },
      ],
      blocks: { from: '2026-10-26', to: '2026-11-11' },
    });
  });

  it('add up day cells by block, in key order', () => {
    const cell = (day: string, ix: number, count: number) => ({ settlement_id: 's', day, ix, iy: 7, count });
    expect(
      inHeatBlocks([
        cell('2026-11-02', 1, 2),
        cell('2026-10-26', 1, 3),
        cell('2026-11-03', 1, 4),
        cell('2026-11-02', 2, 1),
      ]),
    ).toEqual([
      { settlement_id: 's', block_start: '2026-10-26', ix: 1, iy: 7, count: 5 },
      { settlement_id: 's', block_start: '2026-10-26', ix: 2, iy: 7, count: 1 },
      { settlement_id: 's', block_start: '2026-11-03', ix: 1, iy: 7, count: 4 },
    ]);
  });
});
