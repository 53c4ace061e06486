import { inflateEntries, type InflateOutcome } from '../../uploads/zip-entries';

/** A KMZ may not inflate past this: a zip bomb stops here, whatever its headers claim. */
export const MAX_KML_BYTES = 50 * 1024 * 1024;

export class KmlFileError extends Error {
  constructor(readonly key: 'notKml' | 'tooLarge' | 'noKmlInKmz') {
    super(key);
  }
}

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b;
const isKml = (name: string) => name.toLowerCase().endsWith('.kml');

/** The KML text of an uploaded .kml or .kmz (the first .kml inside, preferring doc.kml). */
export function kmlText(data: Uint8Array): string {
  if (!isZip(data)) {
    const text = new TextDecoder().decode(data);
    if (!/<kml[\s>]/i.test(text.slice(0, 2000))) throw new KmlFileError('notKml');
    return text;
  }
  return inflatedKml(data);
}

function assertComplete(outcome: InflateOutcome): void {
  if (outcome === 'tooLarge') throw new KmlFileError('tooLarge');
  if (outcome === 'broken') throw new KmlFileError('notKml');
}

/**
 * Two passes: the first only counts (so a bomb is refused having held one slice at a time), the
 * second decodes the chosen document.
 */
function inflatedKml(data: Uint8Array): string {
  const names: string[] = [];
  assertComplete(
    inflateEntries(data, MAX_KML_BYTES, (name) => {
      if (!isKml(name)) return undefined;
      names.push(name);
      return () => {};
    }),
  );
  const chosen = names.find((name) => name.endsWith('doc.kml')) ?? names[0];
  if (!chosen) throw new KmlFileError('noKmlInKmz');
  const decoder = new TextDecoder();
  const parts: string[] = [];
  assertComplete(
    inflateEntries(data, MAX_KML_BYTES, (name) =>
      name === chosen ? (piece) => parts.push(decoder.decode(piece, { stream: true })) : undefined,
    ),
  );
  parts.push(decoder.decode());
  return parts.join('');
}
