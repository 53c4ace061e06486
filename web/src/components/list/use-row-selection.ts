import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableSelection } from './data-table';

/**
 * The rows picked for a bulk action, kept across pages; a new search or filter starts afresh, as
 * rows picked before may no longer be listed.
 */
export function useRowSelection<Row extends { _id: string }>(
  listing: string,
  isSelectable?: (row: Row) => boolean,
): TableSelection<Row> & { rows: Row[]; count: number; clear: () => void } {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());

  useEffect(() => setSelected(new Map()), [listing]);

  const toggle = useCallback((rows: Row[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row._id, row);
        else next.delete(row._id);
      }
      return next;
    });
  }, []);

  return useMemo(
    () => ({
      rows: [...selected.values()],
      count: selected.size,
      isSelected: (row: Row) => selected.has(row._id),
      onToggle: (row: Row, on: boolean) => toggle([row], on),
      onToggleAll: toggle,
      isSelectable,
      clear: () => setSelected(new Map()),
    }),
    [selected, toggle, isSelectable],
  );
}
