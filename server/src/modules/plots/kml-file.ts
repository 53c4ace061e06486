import { Unzip, UnzipInflate } from 'fflate';

/** A KMZ may not inflate past this: a zip bomb stops here, whatever its headers claim. */
export const MAX_KML_BYTES = 50 * 1024 * 1024;

export class KmlFileError extends Error {
  constructor(readonly key: 'notKml' | 'tooLarge' | 'noKmlInKmz') {
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
  return new TextDecoder().decode(inflateKml(data));
}

function inflateKml(data: Uint8Array): Uint8Array {
  const entries = new Map<string, Uint8Array[]>();
  let inflated = 0;
  let failure: KmlFileError | undefined;
  const unzip = new Unzip((file) => {
    if (!file.name.toLowerCase().endsWith('.kml')) return;
    const chunks: Uint8Array[] = [];
    entries.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (failure) return;
      inflated += chunk?.length ?? 0;
      if (error) failure = new KmlFileError('notKml');
      else if (inflated > MAX_KML_BYTES) failure = new KmlFileError('tooLarge');
      if (failure) return file.terminate();
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch {
    failure ??= new KmlFileError('notKml');
  }
  if (failure) throw failure;
  const name = [...entries.keys()].sort(
    (a, b) => Number(b.endsWith('doc.kml')) - Number(a.endsWith('doc.kml')),
  )[0];
  if (!name) throw new KmlFileError('noKmlInKmz');
  return concat(entries.get(name)!);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
