import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

export interface Label {
  identifier: string;
  /** Printed only when the batch is made or its codes regenerated; later labels carry none. */
  activationCode?: string;
  deviceType: string;
}

// A4 in points, three columns of eight labels (70 × 37 mm, the common sticker sheet).
const PAGE = { width: 595.28, height: 841.89 };
const COLUMNS = 3;
const ROWS = 8;
const LABEL = { width: PAGE.width / COLUMNS, height: PAGE.height / ROWS };
// The QR code keeps about three modules of quiet margin to the label's edge and to its text.
const QR_SIZE = 76;
const PAD = 12;

/** What a label's QR code holds: the identifier and the code, as the claim form asks for them. */
export const qrText = (label: Label) =>
  label.activationCode ? `${label.identifier} ${label.activationCode}` : label.identifier;

/** The QR code as one SVG path, a rectangle per run of dark modules in a row (units: modules). */
function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { path: parts.join(''), size: modules.size };
}

/** Printable labels, 24 to an A4 page: each with its QR code, identifier, activation code and type. */
export async function labelsPdf(title: string, labels: Label[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Tropero');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const perPage = COLUMNS * ROWS;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  labels.forEach((label, index) => {
    if (index > 0 && index % perPage === 0) page = pdf.addPage([PAGE.width, PAGE.height]);
    const slot = index % perPage;
    const x = (slot % COLUMNS) * LABEL.width;
    const top = PAGE.height - Math.floor(slot / COLUMNS) * LABEL.height;
    const qr = qrPath(qrText(label));
    // An SVG path is drawn downwards from its origin: the label's top-left corner, padded.
    page.drawSvgPath(qr.path, {
      x: x + PAD,
      y: top - (LABEL.height - QR_SIZE) / 2,
      scale: QR_SIZE / qr.size,
      color: rgb(0, 0, 0),
    });
    const textX = x + PAD + QR_SIZE + 10;
    page.drawText(label.identifier, { x: textX, y: top - 34, size: 8, font: bold });
    if (label.activationCode) {
      page.drawText(label.activationCode, { x: textX, y: top - 54, size: 14, font: bold });
    }
    page.drawText(label.deviceType, { x: textX, y: top - 70, size: 8, font });
  });
  return pdf.save();
}
