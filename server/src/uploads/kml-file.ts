import { inflateEntries, zipDirectory } from './zip-entries';

/** A KMZ may not inflate past this: a zip bomb stops here, whatever its headers claim. */
export const MAX_KML_BYTES = 50 * 1024 * 1024;

export class KmlFileError extends Error {
  constructor(readonly key: 'notKml' | 'tooLarge' | 'noKmlInKmz' | 'tooManyVertices') {
    super(key);
  }
}

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b;

/** The KML text of an uploaded .kml or .kmz (the first .kml inside, preferring doc.kml). */
export function kmlText(data: Uint8Array): string {
  if (!isZip(data)) {
    const text = new TextDecoder().decode(data);
    if (!/<kml[\s>]/i.test(text.slice(0, 2000))) throw new KmlFileError('notKml');
    return text;
  }
  return inflatedKml(data);
}

/** The chosen document of a KMZ, decoded as it inflates (only that entry is inflated). */
function inflatedKml(data: Uint8Array): string {
  const directory = zipDirectory(data);
  if (!directory) throw new KmlFileError('notKml');
  const names = [...directory.keys()].filter((name) => name.toLowerCase().endsWith('.kml'));
  const chosen = names.find((name) => name.endsWith('doc.kml')) ?? names[0];
  if (!chosen) throw new KmlFileError('noKmlInKmz');
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const outcome = inflateEntries(data, MAX_KML_BYTES, (name) =>
    name === chosen ? (piece) => parts.push(decoder.decode(piece, { stream: true })) : undefined,
  );
  if (outcome === 'tooLarge') throw new KmlFileError('tooLarge');
  if (outcome === 'broken') throw new KmlFileError('notKml');
  parts.push(decoder.decode());
  return parts.join('');
}
