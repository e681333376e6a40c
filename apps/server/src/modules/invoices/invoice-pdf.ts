import { PDFDocument } from 'pdf-lib';
import { platformDayOf } from '../../core/platform-day';
import { invoiceFigures } from './invoice-pdf-figures';
import { invoiceFont } from './invoice-pdf-font';
import { A4, drawInvoice } from './invoice-pdf-layout';

/** Everything an issued e-invoice prints. Amounts are fen and include tax (价税合计). */
export interface InvoicePdfData {
  number: string;
  issuedAt: Date;
  seller: { name: string; taxpayerId: string; address: string; bank: string };
  buyer: {
    name: string;
    /** Null for a person, who has no taxpayer id. */
    taxpayerId: string | null;
    address: string;
    phone: string;
    bank: string;
    account: string;
  };
  kind: 'ordinary' | 'special';
  items: Array<{ name: string; amountFen: number }>;
  taxRateBasisPoints: number;
  remark: string;
}

const TITLES = {
  ordinary: { title: '电子发票（普通发票）', subtitle: 'Electronic Invoice (Ordinary Invoice)' },
  special: { title: '电子发票（增值税专用发票）', subtitle: 'Electronic Invoice (Special VAT Invoice)' },
} as const;

/**
 * Renders an issued e-invoice as a one-page A4 PDF. The Chinese font is embedded as a subset of
 * the glyphs used (a few tens of KB, not the 10 MB font), with a ToUnicode map so the text can be
 * searched and copied. Throws a RangeError when the items do not fit on one page.
 */
export async function renderInvoicePdf(invoice: InvoicePdfData): Promise<Buffer> {
  const font = await invoiceFont();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(font.fontkit);
  const pdfFont = await doc.embedFont(font.bytes, {
    subset: true,
    customName: font.subsetName(invoice.number),
  });
  const { title, subtitle } = TITLES[invoice.kind];
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setSubject(invoice.buyer.name);
  doc.setAuthor(invoice.seller.name);
  doc.setCreator('gpucloud');
  doc.setProducer('gpucloud');
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);

  const page = doc.addPage([A4.width, A4.height]);
  const [year, month, day] = platformDayOf(invoice.issuedAt).day.split('-');
  drawInvoice(page, pdfFont, {
    title,
    subtitle,
    number: invoice.number,
    dateText: `${year}年${month}月${day}日`,
    buyer: {
      name: invoice.buyer.name,
      taxpayerId: invoice.buyer.taxpayerId ?? '',
      addressPhone: joined(invoice.buyer.address, invoice.buyer.phone),
      bankAccount: joined(invoice.buyer.bank, invoice.buyer.account),
    },
    seller: {
      name: invoice.seller.name,
      taxpayerId: invoice.seller.taxpayerId,
      addressPhone: invoice.seller.address,
      bankAccount: invoice.seller.bank,
    },
    figures: invoiceFigures(invoice.items, invoice.taxRateBasisPoints),
    remark: invoice.remark,
  });
  return Buffer.from(await doc.save());
}

function joined(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
