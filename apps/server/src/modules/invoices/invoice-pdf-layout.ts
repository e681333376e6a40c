import { formatFen } from '@gpucloud/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { InvoiceFigures } from './invoice-pdf-figures';
import { drawText, drawVerticalLabel, FRAME_COLOR, textHeight } from './invoice-pdf-text';

/** A4 portrait in points; the invoice sits at the top, as e-invoices print on A4. */
export const A4 = { width: 595.28, height: 841.89 };
const LEFT = 36;
const RIGHT = A4.width - 36;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 40;
const BOX_TOP = 765;
const LABEL_COLUMN = 20;
/** Where the invoice number and date start, top right. */
const HEADER_BLOCK_X = 410;

const PARTY_ROW = 24;
const HEADER_ROW = 20;
const TOTAL_ROW = 20;
const GROSS_ROW = 26;
const REMARK_ROW = 72;
const ITEMS_MIN = 160;
const ITEM_NAME_FIT = { size: 9, minSize: 7, maxLines: 3 };

/** Item columns left to right: name, amount without tax, tax rate, tax. */
const NAME_WIDTH = WIDTH - 270;
const COLUMNS = {
  name: { title: '项目名称', x: LEFT, width: NAME_WIDTH },
  net: { title: '金额', x: LEFT + NAME_WIDTH, width: 100 },
  rate: { title: '税率/征收率', x: LEFT + NAME_WIDTH + 100, width: 70 },
  tax: { title: '税额', x: LEFT + NAME_WIDTH + 170, width: 100 },
} as const;
type Column = keyof typeof COLUMNS;

export interface InvoiceParty {
  name: string;
  taxpayerId: string;
  /** 地址、电话. */
  addressPhone: string;
  /** 开户行及账号. */
  bankAccount: string;
}

export interface InvoiceLayout {
  title: string;
  subtitle: string;
  number: string;
  /** 2025年01月02日. */
  dateText: string;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  figures: InvoiceFigures;
  remark: string;
}

/** Draws the whole invoice on one page; throws when the items cannot fit on it. */
export function drawInvoice(page: PDFPage, font: PDFFont, invoice: InvoiceLayout): void {
  drawHeader(page, font, invoice);
  let top = BOX_TOP - 4 * PARTY_ROW;
  drawParty(page, font, '购买方信息', invoice.buyer, LEFT, top);
  drawParty(page, font, '销售方信息', invoice.seller, LEFT + WIDTH / 2, top);
  line(page, LEFT + WIDTH / 2, top, LEFT + WIDTH / 2, BOX_TOP);
  top = drawItems(page, font, invoice.figures, top);
  top = drawGross(page, font, invoice.figures, top);
  const bottom = drawRemark(page, font, invoice.remark, top);
  page.drawRectangle({
    x: LEFT,
    y: bottom,
    width: WIDTH,
    height: BOX_TOP - bottom,
    borderColor: FRAME_COLOR,
    borderWidth: 1,
  });
}

function drawHeader(page: PDFPage, font: PDFFont, invoice: InvoiceLayout): void {
  // The title is centred in the space left of the number and date, so the longer special title fits.
  const titleSize = 20;
  const titleWidth = font.widthOfTextAtSize(invoice.title, titleSize);
  const titleX = LEFT + (HEADER_BLOCK_X - 10 - LEFT - titleWidth) / 2;
  page.drawText(invoice.title, { x: titleX, y: 798, size: titleSize, font, color: FRAME_COLOR });
  line(page, titleX - 8, 792, titleX + titleWidth + 8, 792);
  line(page, titleX - 8, 789, titleX + titleWidth + 8, 789);
  const subtitleBox = {
    x: titleX - 40,
    y: 772,
    width: titleWidth + 80,
    height: 12,
    align: 'center' as const,
    color: FRAME_COLOR,
  };
  drawText(page, font, invoice.subtitle, subtitleBox, { size: 8 });
  labelled(page, font, '发票号码：', invoice.number, HEADER_BLOCK_X, 800);
  labelled(page, font, '开票日期：', invoice.dateText, HEADER_BLOCK_X, 784);
}

function drawParty(
  page: PDFPage,
  font: PDFFont,
  label: string,
  party: InvoiceParty,
  x: number,
  bottom: number,
): void {
  const width = WIDTH / 2;
  drawVerticalLabel(page, font, label, { x, y: bottom, width: LABEL_COLUMN, height: 4 * PARTY_ROW }, 9);
  line(page, x + LABEL_COLUMN, bottom, x + LABEL_COLUMN, bottom + 4 * PARTY_ROW);
  const fields: Array<[string, string]> = [
    ['名称：', party.name],
    ['统一社会信用代码/纳税人识别号：', party.taxpayerId],
    ['地址、电话：', party.addressPhone],
    ['开户行及账号：', party.bankAccount],
  ];
  fields.forEach(([fieldLabel, value], index) => {
    const y = bottom + (3 - index) * PARTY_ROW;
    const labelWidth = font.widthOfTextAtSize(fieldLabel, 8) + 6;
    drawText(
      page,
      font,
      fieldLabel,
      { x: x + LABEL_COLUMN, y, width: labelWidth + 4, height: PARTY_ROW, color: FRAME_COLOR },
      { size: 8 },
    );
    const valueX = x + LABEL_COLUMN + labelWidth;
    drawText(
      page,
      font,
      value,
      { x: valueX, y, width: x + width - valueX, height: PARTY_ROW, padding: 2 },
      { size: 9, minSize: 6, maxLines: 2 },
    );
  });
}

/** The items table with its 合计 row; returns the y where it ends. */
function drawItems(page: PDFPage, font: PDFFont, figures: InvoiceFigures, top: number): number {
  line(page, LEFT, top, RIGHT, top);
  const cell = (column: Column, y: number, height: number, align: 'left' | 'center' | 'right') => ({
    x: COLUMNS[column].x,
    y,
    width: COLUMNS[column].width,
    height,
    align,
    padding: column === 'name' ? 5 : 3,
  });
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const header = { ...cell(column, top - HEADER_ROW, HEADER_ROW, 'center'), color: FRAME_COLOR };
    drawText(page, font, COLUMNS[column].title, header, { size: 9 });
  }
  const rowHeights = figures.lines.map((item) =>
    Math.max(16, textHeight(font, item.name, COLUMNS.name.width, ITEM_NAME_FIT, 5)),
  );
  const itemsHeight = Math.max(
    ITEMS_MIN,
    rowHeights.reduce((sum, height) => sum + height, 0),
  );
  const roomForItems = top - HEADER_ROW - TOTAL_ROW - GROSS_ROW - REMARK_ROW - BOTTOM;
  if (itemsHeight > roomForItems) {
    throw new RangeError(`${figures.lines.length} invoice items do not fit on one page`);
  }
  let rowTop = top - HEADER_ROW;
  figures.lines.forEach((item, index) => {
    const height = rowHeights[index] ?? 16;
    const y = rowTop - height;
    drawText(page, font, item.name, cell('name', y, height, 'left'), ITEM_NAME_FIT);
    drawText(page, font, formatFen(item.netFen), cell('net', y, height, 'right'), { size: 9 });
    drawText(page, font, figures.rateText, cell('rate', y, height, 'center'), { size: 9 });
    drawText(page, font, formatFen(item.taxFen), cell('tax', y, height, 'right'), { size: 9 });
    rowTop = y;
  });
  const totalsY = top - HEADER_ROW - itemsHeight - TOTAL_ROW;
  const totalsLabel = { ...cell('name', totalsY, TOTAL_ROW, 'center'), color: FRAME_COLOR };
  drawText(page, font, '合　　计', totalsLabel, { size: 9 });
  drawText(page, font, `¥${formatFen(figures.netFen)}`, cell('net', totalsY, TOTAL_ROW, 'right'), {
    size: 9,
  });
  drawText(page, font, `¥${formatFen(figures.taxFen)}`, cell('tax', totalsY, TOTAL_ROW, 'right'), {
    size: 9,
  });
  for (const column of ['net', 'rate', 'tax'] as const) {
    line(page, COLUMNS[column].x, totalsY, COLUMNS[column].x, top);
  }
  return totalsY;
}

/** 价税合计 in capitals and in figures; returns the y where the row ends. */
function drawGross(page: PDFPage, font: PDFFont, figures: InvoiceFigures, top: number): number {
  const y = top - GROSS_ROW;
  line(page, LEFT, top, RIGHT, top);
  const labelWidth = 110;
  drawText(
    page,
    font,
    '价税合计（大写）',
    { x: LEFT, y, width: labelWidth, height: GROSS_ROW, align: 'center', color: FRAME_COLOR },
    { size: 9 },
  );
  line(page, LEFT + labelWidth, y, LEFT + labelWidth, top);
  drawText(
    page,
    font,
    `⊗ ${figures.grossCapitals}`,
    { x: LEFT + labelWidth, y, width: 260, height: GROSS_ROW, padding: 8 },
    { size: 10, minSize: 7 },
  );
  const figuresX = LEFT + labelWidth + 260;
  drawText(
    page,
    font,
    '（小写）',
    { x: figuresX, y, width: 50, height: GROSS_ROW, color: FRAME_COLOR },
    { size: 9 },
  );
  drawText(
    page,
    font,
    figures.grossText,
    { x: figuresX + 44, y, width: RIGHT - figuresX - 44, height: GROSS_ROW },
    { size: 10, minSize: 7 },
  );
  return y;
}

/**
 * The remark (the top-ups and months an invoice covers) grows down the page as far as it needs,
 * and is cut with an ellipsis only where the page ends; returns the y where it ends.
 */
function drawRemark(page: PDFPage, font: PDFFont, remark: string, top: number): number {
  const width = WIDTH - LABEL_COLUMN;
  const fit = { size: 9, minSize: 8, maxLines: Math.floor((top - BOTTOM - 8) / (8 * 1.3)) };
  const height = Math.min(top - BOTTOM, Math.max(REMARK_ROW, textHeight(font, remark, width, fit)));
  const y = top - height;
  line(page, LEFT, top, RIGHT, top);
  drawVerticalLabel(page, font, '备注', { x: LEFT, y, width: LABEL_COLUMN, height }, 9);
  line(page, LEFT + LABEL_COLUMN, y, LEFT + LABEL_COLUMN, top);
  drawText(page, font, remark, { x: LEFT + LABEL_COLUMN, y, width, height, valign: 'top' }, fit);
  return y;
}

function labelled(page: PDFPage, font: PDFFont, label: string, value: string, x: number, y: number): void {
  page.drawText(label, { x, y, size: 9, font, color: FRAME_COLOR });
  page.drawText(value, { x: x + font.widthOfTextAtSize(label, 9), y, size: 9, font });
}

function line(page: PDFPage, x1: number, y1: number, x2: number, y2: number): void {
  page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.75, color: FRAME_COLOR });
}
