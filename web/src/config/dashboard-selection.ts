/** What is selected on the map: one plot, fence, farm marker or animal. */
export interface Selection {
  kind: 'plot' | 'fence' | 'marker' | 'animal';
  id: string;
}

const KINDS: readonly Selection['kind'][] = ['plot', 'fence', 'marker', 'animal'];

/** The dashboard's query parameter holding the selection, as `plot:<id>`: a link keeps it. */
export const SELECTION_PARAM = 'item';

export function parseSelection(value: string | null): Selection | null {
  const [kind, id] = value?.split(':') ?? [];
  return id && KINDS.includes(kind as Selection['kind']) ? { kind: kind as Selection['kind'], id } : null;
}

export const formatSelection = ({ kind, id }: Selection): string => `${kind}:${id}`;
