/*
 * A tiny writer of tiled GeoTIFFs, enough to play Sentinel-2 COGs in tests: one band, uint8 or uint16,
 * uncompressed, little-endian classic TIFF, in a projected CRS. The layout is header, directory,
 * out-of-line tag values, then the tiles row by row, so that a reader that wants one tile only has to
 * fetch the start of the file and that tile (what range requests on a real COG do).
 */

export interface TiledGeoTiff {
  width: number;
  height: number;
  /** Tile side in pixels (a multiple of 16, as TIFF asks). */
  tileSize: number;
  bitsPerSample: 8 | 16;
  /** Top-left corner of the top-left pixel, in the CRS's units. */
  x0: number;
  y0: number;
  /** Pixel size (square). */
  resolution: number;
  /** The projected CRS's EPSG code, e.g. 32720. */
  epsg: number;
  /** The digital number of each pixel. */
  value: (col: number, row: number) => number;
}

// TIFF field types and their sizes.
const SHORT = 3;
const LONG = 4;
const DOUBLE = 12;
const SIZE = { [SHORT]: 2, [LONG]: 4, [DOUBLE]: 8 } as const;

interface Entry {
  tag: number;
  type: typeof SHORT | typeof LONG | typeof DOUBLE;
  values: number[];
}

export function writeTiledGeoTiff(spec: TiledGeoTiff): Buffer {
  const across = Math.ceil(spec.width / spec.tileSize);
  const down = Math.ceil(spec.height / spec.tileSize);
  const bytesPerSample = spec.bitsPerSample / 8;
  const tileBytes = spec.tileSize * spec.tileSize * bytesPerSample;
  const tileCount = across * down;

  const entries: Entry[] = [
    { tag: 256, type: LONG, values: [spec.width] }, // ImageWidth
    { tag: 257, type: LONG, values: [spec.height] }, // ImageLength
    { tag: 258, type: SHORT, values: [spec.bitsPerSample] }, // BitsPerSample
    { tag: 259, type: SHORT, values: [1] }, // Compression: none
    { tag: 262, type: SHORT, values: [1] }, // Photometric: black is zero
    { tag: 277, type: SHORT, values: [1] }, // SamplesPerPixel
    { tag: 284, type: SHORT, values: [1] }, // PlanarConfiguration: chunky
    { tag: 322, type: LONG, values: [spec.tileSize] }, // TileWidth
    { tag: 323, type: LONG, values: [spec.tileSize] }, // TileLength
    { tag: 324, type: LONG, values: [] }, // TileOffsets, filled below
    { tag: 325, type: LONG, values: new Array<number>(tileCount).fill(tileBytes) }, // TileByteCounts
    { tag: 339, type: SHORT, values: [1] }, // SampleFormat: unsigned integer
    { tag: 33550, type: DOUBLE, values: [spec.resolution, spec.resolution, 0] }, // ModelPixelScale
    { tag: 33922, type: DOUBLE, values: [0, 0, 0, spec.x0, spec.y0, 0] }, // ModelTiepoint
    // GeoKeyDirectory: version 1.1.0, 3 keys: projected model, pixel is area, the EPSG code.
    { tag: 34735, type: SHORT, values: [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, spec.epsg] },
  ];

  // Sizes first: the directory, then values that do not fit in an entry's 4 bytes.
  const directoryBytes = 2 + entries.length * 12 + 4;
  let cursor = 8 + directoryBytes;
  const outOfLine = new Map<Entry, number>();
  for (const entry of entries) {
    const count = entry.tag === 324 ? tileCount : entry.values.length;
    const bytes = count * SIZE[entry.type];
    if (bytes > 4) {
      outOfLine.set(entry, cursor);
      cursor += bytes + (bytes % 2);
    }
  }
  const tilesStart = cursor;
  entries.find((entry) => entry.tag === 324)!.values = Array.from(
    { length: tileCount },
    (_, i) => tilesStart + i * tileBytes,
  );

  const buffer = Buffer.alloc(tilesStart + tileCount * tileBytes);
  buffer.write('II', 0, 'latin1');
  buffer.writeUInt16LE(42, 2);
  buffer.writeUInt32LE(8, 4);
  buffer.writeUInt16LE(entries.length, 8);
  const write = (type: Entry['type'], value: number, at: number) => {
    if (type === SHORT) buffer.writeUInt16LE(value, at);
    else if (type === LONG) buffer.writeUInt32LE(value, at);
    else buffer.writeDoubleLE(value, at);
  };
  entries.forEach((entry, i) => {
    const at = 10 + i * 12;
    buffer.writeUInt16LE(entry.tag, at);
    buffer.writeUInt16LE(entry.type, at + 2);
    buffer.writeUInt32LE(entry.values.length, at + 4);
    const start = outOfLine.get(entry);
    if (start === undefined) entry.values.forEach((value, k) => write(entry.type, value, at + 8 + k * 2));
    else {
      buffer.writeUInt32LE(start, at + 8);
      entry.values.forEach((value, k) => write(entry.type, value, start + k * SIZE[entry.type]));
    }
  });
  buffer.writeUInt32LE(0, 8 + 2 + entries.length * 12); // no next directory

  // The tiles, row by row; pixels past the image's edge are padding (zero).
  for (let tile = 0; tile < tileCount; tile++) {
    const left = (tile % across) * spec.tileSize;
    const top = Math.floor(tile / across) * spec.tileSize;
    let at = tilesStart + tile * tileBytes;
    for (let row = top; row < top + spec.tileSize; row++) {
      for (let col = left; col < left + spec.tileSize; col++, at += bytesPerSample) {
        if (col >= spec.width || row >= spec.height) continue;
        if (bytesPerSample === 1) buffer.writeUInt8(spec.value(col, row), at);
        else buffer.writeUInt16LE(spec.value(col, row), at);
      }
    }
  }
  return buffer;
}
