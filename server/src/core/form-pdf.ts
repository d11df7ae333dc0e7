/**
 * A one-page form to sign as a PDF (A4 portrait, the embedded DejaVu Sans of export-files.ts so
 * Cyrillic and Uzbek Latin render anywhere): the addressee in the top right corner, a centred title and
 * subtitle, the labelled fields as two columns, free paragraphs, then signature lines with room
 * for the seal. Used by documents a client prints, signs and brings to the bank.
 */
import { startPdf, type PdfOptions } from './export-files.ts';

export interface FormDocument {
  /** Lines in the top right corner (whom the form is addressed to). */
  readonly addressee: readonly string[];
  readonly title: string;
  readonly subtitle?: string;
  readonly fields: readonly (readonly [label: string, value: string])[];
  readonly paragraphs?: readonly string[];
  /** Signature lines: the signer's role, a line to sign on, and the printed name when known. */
  readonly signatures: readonly (readonly [role: string, name: string])[];
  /** A note beside the signatures ("Seal here"). */
  readonly seal?: string;
  /** Small print at the bottom (how and when the form was made). */
  readonly footer?: string;
}

export async function buildFormPdf(form: FormDocument, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, done } = await startPdf({ size: 'A4', margin: 56 }, options);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('regular').fontSize(10);
  const half = width / 2;
  for (const line of form.addressee) doc.text(line, left + half, doc.y, { width: half });
  doc.moveDown(2);
  doc.font('bold').fontSize(14).text(form.title, left, doc.y, { width, align: 'center' });
  if (form.subtitle)
    doc.font('regular').fontSize(10).text(form.subtitle, left, doc.y, { width, align: 'center' });
  doc.moveDown(1.5);

  const labelWidth = width * 0.38;
  const valueWidth = width - labelWidth - 8;
  for (const [label, value] of form.fields) {
    doc.font('regular').fontSize(10);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.font('bold').heightOfString(value || ' ', { width: valueWidth }),
    );
    const top = doc.y;
    doc.font('regular').fillColor('#555555').text(label, left, top, { width: labelWidth });
    doc
      .font('bold')
      .fillColor('#000000')
      .text(value || '—', left + labelWidth + 8, top, { width: valueWidth });
    doc.y = top + height + 3;
    doc
      .moveTo(left, doc.y - 1)
      .lineTo(left + width, doc.y - 1)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.y += 3;
  }
  doc.moveDown(1);
  for (const paragraph of form.paragraphs ?? []) {
    doc.font('regular').fontSize(10).fillColor('#000000').text(paragraph, left, doc.y, { width });
    doc.moveDown(0.6);
  }
  doc.moveDown(1.5);
  for (const [role, name] of form.signatures) {
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .text(role, left, top, { width: width * 0.35 });
    doc
      .moveTo(left + width * 0.37, top + 12)
      .lineTo(left + width * 0.62, top + 12)
      .lineWidth(0.6)
      .strokeColor('#000000')
      .stroke();
    doc.text(name ? `/ ${name} /` : '/ ________________ /', left + width * 0.64, top, {
      width: width * 0.36,
    });
    doc.y = top + 30;
  }
  if (form.seal) doc.font('regular').fontSize(9).fillColor('#555555').text(form.seal, left, doc.y, { width });
  if (form.footer) {
    doc.moveDown(2);
    doc.font('regular').fontSize(8).fillColor('#777777').text(form.footer, left, doc.y, { width });
  }
  doc.end();
  return done;
}
