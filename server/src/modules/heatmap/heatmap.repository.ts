import type { Executor } from '../../db/executor';
import { heatSpans } from '../telemetry/rollup';

/** The heat map's reads: the settlement's daily cells and 8-day blocks. */
export const heatmapRepository = {
  /** A settlement's heat cells summed over the days, read from whole 8-day blocks and the loose days. */
  heatCells(db: Executor, settlementId: string, fromDay: string, toDay: string) {
    const { days, blocks } = heatSpans(fromDay, toDay);
    const [first, ...others] = [
      ...days.map((span) =>
        db
          .selectFrom('heat_cells')
          .select(['ix', 'iy', 'count'])
          .where('settlement_id', '=', settlementId)
          .where('day', '>=', span.from)
          .where('day', '<=', span.to),
      ),
      ...(blocks
        ? [
            db
              .selectFrom('heat_blocks')
              .select(['ix', 'iy', 'count'])
              .where('settlement_id', '=', settlementId)
              .where('block_start', '>=', blocks.from)
              .where('block_start', '<=', blocks.to),
          ]
        : []),
    ];
    const spans = others.reduce((union, part) => union.unionAll(part), first!);
    return db
      .selectFrom(spans.as('spans'))
      .select(['ix', 'iy', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy(['ix', 'iy'])
      .execute();
  },
};
