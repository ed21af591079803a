import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContractBlock } from 'shared';
import { REFLECTION_PERIOD_DAYS_TEXT } from './contract-texts.js';

/** Everything the contract states; money as exact decimal strings, the date as the tenant's calendar day. */
export interface ContractFacts {
  investmentId: string;
  platform: { name: string };
  issuer: { name: string; taxId: string | null };
  project: { title: string; tokenSymbol: string; tokenName: string };
  investor: { name: string; idNumber: string | null; email: string };
  tokens: number;
  tokenPrice: string;
  amount: string;
  balanceUsed: string;
  fee: string;
  total: string;
  currency: string;
  paymentMethod: string | null;
  /** The day the order was placed, in the tenant's zone (YYYY-MM-DD). */
  orderDay: string;
  timeZone: string;
  /** The instant the document is dated with (the order's): the same facts always give the same bytes. */
  documentDate: Date;
  /** Whether the investor has the reflection period (non-sophisticated, Art. 22). */
  reflectionPeriod: boolean;
}

/** A block and, for the PDF only, the space after it. */
type LaidOutBlock = ContractBlock & { gap?: number };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * Lays text out top to bottom on as many A4 pages as it needs. The standard fonts speak WinAnsi
 * only (Spanish accents, ñ and € included); any other character is drawn as "?" rather than
 * failing the whole document.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async on(doc: PDFDocument): Promise<PdfWriter> {
    const writer = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  get cursor(): number {
    return this.y;
  }

  moveDown(points: number): void {
    this.y -= points;
  }

  private safe(font: PDFFont, text: string): string {
    const supported = new Set(font.getCharacterSet());
    return [...text.replace(/[\r\n\t]+/g, ' ')].map((character) => (supported.has(character.codePointAt(0) ?? 0) ? character : '?')).join('');
  }

  private wrap(font: PDFFont, text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(font, text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(font, text, size, A4[0] - 2 * MARGIN)) {
      if (this.y < MARGIN + size) this.newPage();
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.07, 0.09, 0.15) });
      this.y -= size * 1.35;
    }
    this.y -= options.gap ?? 4;
  }

  heading(text: string): void {
    this.moveDown(6);
    this.text(text, { size: 12, bold: true, gap: 6 });
  }

  row(label: string, value: string): void {
    this.text(`${label}: ${value}`);
  }
}

const METHOD_NAMES: Record<string, string> = {
  bank_transfer: 'Transferencia bancaria / Bank transfer',
  bank_wire: 'Transferencia internacional / Bank wire',
  card_terminal: 'Tarjeta (TPV) / Card (terminal)',
  card_provider: 'Tarjeta / Card',
  bizum: 'Bizum',
  crypto_wallet: 'Monedero cripto / Crypto wallet',
  balance: 'Saldo disponible / Available balance',
};

const money = (amount: string, currency: string) => `${amount} ${currency}`;

/**
 * The investment contract's text, in Spanish and English, as the blocks it is laid out from. The
 * PDF is drawn from these blocks and the sign step shows the same blocks as text, so what the
 * investor reads in the page is what the signed PDF says.
 */
export function contractBlocks(facts: ContractFacts): LaidOutBlock[] {
  const c = facts.currency;
  const blocks: LaidOutBlock[] = [];
  const row = (label: string, value: string) => blocks.push({ kind: 'row', label, value });
  const heading = (text: string) => blocks.push({ kind: 'heading', text });
  const text = (value: string, gap?: number) => blocks.push({ kind: 'text', text: value, ...(gap === undefined ? {} : { gap }) });

  blocks.push({ kind: 'title', text: 'Contrato de inversión / Investment contract' });
  row('Referencia / Reference', facts.investmentId);
  row('Fecha / Date', `${facts.orderDay} (${facts.timeZone})`);

  heading('1. Partes / Parties');
  row('Plataforma / Platform', facts.platform.name);
  row('Emisor / Issuer', facts.issuer.taxId ? `${facts.issuer.name} (${facts.issuer.taxId})` : facts.issuer.name);
  row('Inversor / Investor', facts.investor.name);
  row('Documento de identidad / ID number', facts.investor.idNumber ?? '-');
  row('Correo electrónico / E-mail', facts.investor.email);

  heading('2. Proyecto y tokens / Project and tokens');
  row('Proyecto / Project', facts.project.title);
  row('Token', `${facts.project.tokenName} (${facts.project.tokenSymbol})`);
  row('Número de tokens / Number of tokens', String(facts.tokens));
  row('Precio por token / Price per token', money(facts.tokenPrice, c));

  heading('3. Importes / Amounts');
  row('Importe de la inversión / Investment amount', money(facts.amount, c));
  row('Pagado con saldo / Paid from balance', money(facts.balanceUsed, c));
  row('Comisión / Fee', money(facts.fee, c));
  row('Total a pagar / Total to pay', money(facts.total, c));
  row('Medio de pago / Payment method', facts.paymentMethod ? (METHOD_NAMES[facts.paymentMethod] ?? facts.paymentMethod) : '-');

  heading('4. Periodo de reflexión / Reflection period');
  if (facts.reflectionPeriod) {
    text(REFLECTION_PERIOD_DAYS_TEXT.es);
    text(REFLECTION_PERIOD_DAYS_TEXT.en);
  } else {
    text('Como inversor sofisticado no dispones del periodo de reflexión del art. 22 del Reglamento (UE) 2020/1503.');
    text('As a sophisticated investor you do not have the reflection period of Art. 22 of Regulation (EU) 2020/1503.');
  }

  heading('5. Advertencias de riesgo / Risk warnings');
  for (const [es, en] of RISKS) {
    text(`- ${es}`);
    text(`  ${en}`, 6);
  }

  heading('6. Firma / Signature');
  text('El inversor firma este contrato con una firma electrónica simple; la página de evidencias que se añade al firmar forma parte de él.');
  text('The investor signs this contract with a simple electronic signature; the evidence page added on signing is part of it.');
  return blocks;
}

/**
 * The investment contract as a PDF, drawn from its blocks. Deterministic: the same facts give
 * the same bytes (the document is dated with the order, not with the moment it is drawn), so
 * the SHA-256 the signature evidence records is the hash of what the investor downloaded.
 */
export async function contractPdf(facts: ContractFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Contrato de inversión / Investment contract ${facts.investmentId}`);
  doc.setSubject(facts.project.title);
  doc.setCreator(facts.platform.name);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(facts.documentDate);
  doc.setModificationDate(facts.documentDate);
  const w = await PdfWriter.on(doc);
  for (const block of contractBlocks(facts)) {
    if (block.kind === 'title') w.text(block.text, { size: 18, bold: true, gap: 8 });
    else if (block.kind === 'heading') w.heading(block.text);
    else if (block.kind === 'row') w.row(block.label, block.value);
    else w.text(block.text, block.gap === undefined ? {} : { gap: block.gap });
  }
  return doc.save();
}

const RISKS: readonly (readonly [string, string])[] = [
  [
    'Pérdida de capital: puedes perder todo o parte del dinero invertido.',
    'Capital loss: you may lose all or part of the money invested.',
  ],
  [
    'Iliquidez: puede que no puedas vender tus tokens cuando quieras ni recuperar tu inversión antes de su vencimiento.',
    'Illiquidity: you may be unable to sell your tokens when you want or to get your investment back before it matures.',
  ],
  [
    'Esta inversión no está cubierta por el sistema de garantía de depósitos ni por el de indemnización de los inversores.',
    'This investment is not covered by the deposit guarantee scheme nor by the investor compensation scheme.',
  ],
];
