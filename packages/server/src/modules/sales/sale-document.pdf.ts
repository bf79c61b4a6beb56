import { preferredLanguage } from '@clubportal/contract/languages';
import { SERVER_TEXTS } from '../../lib/texts/index.js';

/** Everything printed on an invoice or ticket, already formatted in the club's currency, dates and language. */
export type SaleDocumentView = {
  title: string;
  number: string;
  labels: DocumentLabels;
  date: string;
  club: { name: string; address: string; contact: string };
  customer: string[];
  saleNumber: string;
  paymentMethod: string;
  lines: Array<{ name: string; units: string; unitPrice: string; taxPercent: string; tax: string; total: string }>;
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  createdAt: Date;
};

export type DocumentLabels = {
  invoice: string;
  ticket: string;
  number: string;
  date: string;
  customer: string;
  order: string;
  paymentMethod: string;
  item: string;
  units: string;
  unitPrice: string;
  tax: string;
  total: string;
  subtotal: string;
  discount: string;
  shipping: string;
  taxBase: string;
  pricesIncludeTax: string;
};

/** Labels in the club's language (its Culture), English when we have none for it. */
/** The documents' words in the club's culture: its language's, else that language's nearest (es-CL reads es-ES), else English. */
export function documentLabels(culture: string): DocumentLabels {
  return SERVER_TEXTS[preferredLanguage([culture]) ?? 'en-US'].documents;
}

/**
 * Lays the document out on A4 with the PDF standard fonts; resolves to the file's bytes. PDFKit (and its font
 * tables, about 25 MB in memory) loads with the first document asked for, not with the server.
 */
export async function renderSaleDocumentPdf(v: SaleDocumentView): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${v.title} ${v.number}`, Author: v.club.name, CreationDate: v.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 50;
  const width = 495;

  doc.font('Helvetica-Bold').fontSize(16).text(v.club.name, left, 50, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(v.club.address, { width: 300 }).text(v.club.contact, { width: 300 });
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(18).text(v.title, 350, 50, { width: 195, align: 'right' });
  doc.font('Helvetica').fontSize(10).text(`${v.labels.number}: ${v.number}`, 350, 75, { width: 195, align: 'right' });
  doc.text(`${v.labels.date}: ${v.date}`, { width: 195, align: 'right' });
  doc.text(`${v.labels.order}: ${v.saleNumber}`, { width: 195, align: 'right' });

  let y = Math.max(doc.y, 130) + 20;
  doc.font('Helvetica-Bold').fontSize(10).text(v.labels.customer, left, y);
  doc.font('Helvetica').fontSize(10);
  for (const line of v.customer) doc.text(line, left);
  if (v.paymentMethod) doc.text(`${v.labels.paymentMethod}: ${v.paymentMethod}`, left);

  const cols = [
    { key: 'name', label: v.labels.item, x: left, w: 215, align: 'left' },
    { key: 'units', label: v.labels.units, x: 265, w: 40, align: 'right' },
    { key: 'unitPrice', label: v.labels.unitPrice, x: 305, w: 70, align: 'right' },
    { key: 'taxPercent', label: `${v.labels.tax} %`, x: 375, w: 45, align: 'right' },
    { key: 'tax', label: v.labels.tax, x: 420, w: 55, align: 'right' },
    { key: 'total', label: v.labels.total, x: 475, w: 70, align: 'right' },
  ] as const;
  y = doc.y + 20;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of cols) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
  y += 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const line of v.lines) {
    const height = doc.heightOfString(line.name, { width: cols[0].w });
    if (y + height > 760) {
      doc.addPage();
      y = 50;
    }
    for (const c of cols) doc.text(line[c.key], c.x, y, { width: c.w, align: c.align });
    y += Math.max(height, 12) + 4;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 10;
  for (const t of v.totals) {
    doc.font(t.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(t.strong ? 11 : 9);
    doc.text(t.label, 330, y, { width: 140, align: 'right' });
    doc.text(t.value, 475, y, { width: 70, align: 'right' });
    y += t.strong ? 16 : 13;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(v.labels.pricesIncludeTax, left, y + 10);
  doc.end();
  return done;
}
