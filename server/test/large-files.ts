import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';

const MEBIBYTE = 1024 * 1024;

/**
 * A zip of one deflated entry that inflates to `head` and then `mebibytes` MiB of spaces, built in
 * a moment without deflating them all: a deflate stream cut at a full flush is byte-aligned and
 * refers to nothing before it, so one deflated mebibyte repeated is a valid stream of many.
 * `declaredBytes` makes its headers claim another inflated size (a bomb that lies).
 */
export function zipBomb(
  name: string,
  head: string,
  mebibytes: number,
  declaredBytes = Buffer.byteLength(head) + mebibytes * MEBIBYTE,
): Uint8Array {
  const spaces = Buffer.alloc(MEBIBYTE, ' ');
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const deflatedSpaces = flushed(spaces);
  const deflated = Buffer.concat([
    flushed(Buffer.from(head)),
    ...Array.from({ length: mebibytes }, () => deflatedSpaces),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  let crc = crc32(head);
  for (let i = 0; i < mebibytes; i++) crc = crc32(spaces, crc);
  const fileName = Buffer.from(name);
  const sizes = (header: Buffer, at: number) => {
    header.writeUInt32LE(crc, at);
    header.writeUInt32LE(deflated.length, at + 4);
    header.writeUInt32LE(declaredBytes, at + 8);
    header.writeUInt16LE(fileName.length, at + 12);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(0x21, 12);
  sizes(local, 14);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt16LE(0x21, 14);
  sizes(central, 16);
  const centralAt = local.length + fileName.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

/**
 * A KML document of `count` square placemarks in a grid (valid plots), except those at `crossedAt`,
 * whose outline crosses itself.
 */
export function manyPlacemarksKml(count: number, crossedAt: number[] = []): Buffer {
  const side = 0.008;
  const placemarks = Array.from({ length: count }, (_, i) => {
    const lng = -66 + (i % 200) * 0.01;
    const lat = -29 + Math.floor(i / 200) * 0.01;
    const square = [
      [lng, lat],
      [lng + side, lat],
      [lng + side, lat + side],
      [lng, lat + side],
    ];
    // A bow tie: the second and third corners swapped.
    const order = crossedAt.includes(i) ? [0, 2, 1, 3, 0] : [0, 1, 2, 3, 0];
    const coordinates = order
      .map((corner) => square[corner]!)
      .map(([x, y]) => `${x!.toFixed(6)},${y!.toFixed(6)},0`)
      .join(' ');
    return `<Placemark><name>Lote ${i + 1}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n${placemarks.join('\n')}\n</Document></kml>\n`,
  );
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell holding its own text (an inline string), at a reference such as `A1` or `XFD7`. */
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * An XLSX of one sheet whose rows are given as cells (`inlineCell`), the bare parts Excel needs and
 * nothing else, deflated hard: a cell of megabytes of one letter takes kilobytes, as a hostile file's.
 */
export function sheetXlsx(rows: string[][]): Uint8Array {
  const sheetData = rows.map((cells, i) => `<row r="${i + 1}">${cells.join('')}</row>`).join('');
  const text = (xml: string) => new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  return zipSync(
    {
      '[Content_Types].xml': text(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': text(
        `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': text(
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': text(
        `<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': text(
        `<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
      ),
    },
    { level: 9 },
  );
}

/**
 * A KML document of one square-ish placemark per entry of `vertices`, each outline a circle of that
 * many vertices (a simple polygon: nothing crosses), in a row of separate places.
 */
export function circlesKml(vertices: number[]): Buffer {
  const placemarks = vertices.map((n, p) => {
    const coordinates = Array.from({ length: n + 1 }, (_, i) => {
      const angle = (2 * Math.PI * (i % n)) / n;
      return `${(-60 + p * 0.05 + 0.01 * Math.cos(angle)).toFixed(7)},${(-30 + 0.01 * Math.sin(angle)).toFixed(7)}`;
    }).join(' ');
    return `<Placemark><name>Potrero ${p + 1}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>\n${placemarks.join('\n')}\n</Document></kml>\n`,
  );
}
