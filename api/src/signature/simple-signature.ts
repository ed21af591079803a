import { PDFDocument } from 'pdf-lib';
import { PdfWriter } from './contract-pdf.js';
import type { SignatureProvider, SignatureRequestInput } from './signature-provider.js';

const SIMPLE_SIGNATURE = 'simple';

/** The instant in the tenant's zone, for a reader: 2026-11-23 13:05:09 (Europe/Madrid). */
function localTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')} (${timeZone})`;
}

/**
 * The built-in "simple electronic signature" (eIDAS Art. 25(1)): the contract plus one page of
 * evidence, with the drawn signature, the typed name, the time, the address and browser the
 * request came from, and the SHA-256 of the unsigned contract that ties the two together.
 */
export class SimpleSignatureProvider implements SignatureProvider {
  readonly name = SIMPLE_SIGNATURE;

  async sign({ contract, drawnSignature, evidence }: SignatureRequestInput): Promise<{ status: 'signed'; signedPdf: Uint8Array }> {
    const doc = await PDFDocument.load(contract, { updateMetadata: false });
    doc.setModificationDate(evidence.signedAt);
    const writer = await PdfWriter.on(doc);
    writer.text('Evidencias de la firma / Signature evidence', { size: 16, bold: true, gap: 10 });
    writer.text('Firma electrónica simple (art. 25.1 del Reglamento (UE) 910/2014) / Simple electronic signature (Art. 25(1) of Regulation (EU) 910/2014)');
    writer.moveDown(6);
    const image = await doc.embedPng(drawnSignature);
    const scaled = image.scaleToFit(300, 120);
    const page = writer.currentPage;
    writer.moveDown(scaled.height);
    page.drawImage(image, { x: 56, y: writer.cursor, width: scaled.width, height: scaled.height });
    writer.moveDown(12);
    writer.row('Nombre escrito / Typed name', evidence.typedName);
    writer.row('Firmante (id) / Signer (id)', evidence.signerId);
    if (evidence.actingManagerId) writer.row('Firmado por un gestor en nombre del inversor / Signed by a manager acting as the investor', evidence.actingManagerId);
    writer.row('Fecha y hora / Date and time', `${evidence.signedAt.toISOString()} = ${localTime(evidence.signedAt, evidence.timeZone)}`);
    writer.row('Dirección IP / IP address', evidence.ip ?? '-');
    writer.row('Navegador / User agent', evidence.userAgent ?? '-');
    writer.row('SHA-256 del contrato sin firmar / SHA-256 of the unsigned contract', evidence.documentSha256);
    writer.text('El firmante aceptó expresamente firmar electrónicamente. / The signer expressly consented to sign electronically.');
    return { status: 'signed', signedPdf: await doc.save() };
  }
}
