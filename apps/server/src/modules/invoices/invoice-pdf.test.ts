import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';
import { invoiceFigures, percentText } from './invoice-pdf-figures';
import { invoiceFont } from './invoice-pdf-font';

function buildInvoicePdfData(overrides: Partial<InvoicePdfData> = {}): InvoicePdfData {
  return {
    number: '25117000000123456789',
    // 2025-03-31 20:30 UTC is already 1 April in Beijing.
    issuedAt: new Date('2025-03-31T20:30:00Z'),
    seller: {
      name: '北京算力云科技有限公司',
      taxpayerId: '91110108MA01ABCD2X',
      address: '北京市海淀区中关村大街1号 010-12345678',
      bank: '招商银行北京中关村支行 110912345610101',
    },
    buyer: {
      name: '深圳市深度学习研究院有限公司',
      taxpayerId: '91440300MA5FXYZ12Q',
      address: '深圳市南山区科技园南区深南大道10000号',
      phone: '0755-87654321',
      bank: '中国工商银行深圳南山支行',
      account: '4000023409200123456',
    },
    kind: 'ordinary',
    items: [
      { name: '*信息技术服务*GPU算力租用服务费 2025年3月', amountFen: 100_000 },
      { name: '*信息技术服务*云硬盘存储服务费', amountFen: 23_456 },
    ],
    taxRateBasisPoints: 600,
    remark: '订单号：R202503310001 R202503310002',
    ...overrides,
  };
}

/** The TrueType subset a PDF embeds, as bytes. */
async function embeddedFontFile(pdf: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.load(new Uint8Array(pdf));
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const file = object instanceof PDFDict ? object.lookup(PDFName.of('FontFile2')) : undefined;
    if (file instanceof PDFRawStream) return decodePDFRawStream(file).decode();
  }
  throw new Error('no embedded TrueType font');
}

async function textOf(pdf: Buffer): Promise<string> {
  // pdf.js takes ownership of the bytes it is given, so it gets a copy.
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  expect(totalPages).toBe(1);
  return text;
}

describe('renderInvoicePdf', () => {
  it('renders a one-page PDF whose Chinese text, figures and capitals can be read back', async () => {
    const invoice = buildInvoicePdfData();
    await renderInvoicePdf(invoice); // the first render loads the font
    const started = performance.now();
    const pdf = await renderInvoicePdf(invoice);
    console.info(
      `invoice PDF: ${pdf.length} bytes, rendered in ${(performance.now() - started).toFixed(0)} ms`,
    );

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The 10 MB font is embedded as a subset of the glyphs used.
    expect(pdf.length).toBeLessThan(1_000_000);

    const text = await textOf(pdf);
    expect(text).toContain('电子发票（普通发票）');
    expect(text).toContain('25117000000123456789');
    expect(text).toContain('2025年04月01日');
    expect(text).toContain('深圳市深度学习研究院有限公司');
    expect(text).toContain('91440300MA5FXYZ12Q');
    expect(text).toContain('北京算力云科技有限公司');
    // 1000.00 + 234.56 at 6%: 943.40 + 56.60 and 221.28 + 13.28.
    expect(text).toContain('943.40');
    expect(text).toContain('13.28');
    expect(text).toContain('¥1164.68');
    expect(text).toContain('¥69.88');
    expect(text).toContain('¥1,234.56');
    expect(text).toContain('壹仟贰佰叁拾肆圆伍角陆分');
    expect(text).toContain('R202503310002');
  });

  it('embeds a subset whose every glyph is the real outline of a character on the page', async () => {
    const pdf = await renderInvoicePdf(buildInvoicePdfData());
    const font = fontkit.create((await invoiceFont()).bytes);
    const subset = fontkit.create(await embeddedFontFile(pdf));
    const text = await textOf(pdf);
    // Shaping picks contextual alternates (digits beside capitals are shorter) and depends on the
    // script fontkit detects, so the plain glyphs and those of each line and word shaped alone count.
    const runs = [...text.split('\n'), ...text.split(/\s+/)];
    const glyphs = [
      ...[...text].map((char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0)),
      ...runs.flatMap((run) => font.layout(run).glyphs),
    ];
    const outlines = new Set(glyphs.map((glyph) => glyph.path.toSVG()));
    // Glyph 0 is .notdef; a subset that lost the alignment of its glyph records fails here.
    for (let id = 1; id < subset.numGlyphs; id += 1) {
      expect(outlines.has(subset.getGlyph(id).path.toSVG()), `glyph ${id} of ${subset.numGlyphs}`).toBe(true);
    }
    expect(subset.numGlyphs).toBeGreaterThan(100);
  });

  it('renders the same invoice to the same bytes', async () => {
    const invoice = buildInvoicePdfData();
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });

  it('titles a special VAT invoice as such and leaves a person buyer without a taxpayer id', async () => {
    const pdf = await renderInvoicePdf(
      buildInvoicePdfData({
        kind: 'special',
        buyer: { name: '张三', taxpayerId: null, address: '', phone: '', bank: '', account: '' },
        items: [{ name: '算力服务', amountFen: 10_000 }],
      }),
    );
    const text = await textOf(pdf);
    expect(text).toContain('电子发票（增值税专用发票）');
    expect(text).toContain('张三');
    expect(text).toContain('壹佰圆整');
    expect(text).toContain('¥94.34');
  });

  it('keeps very long names and remarks inside the page', async () => {
    const longName = '超长名称'.repeat(30);
    const pdf = await renderInvoicePdf(
      buildInvoicePdfData({
        buyer: { ...buildInvoicePdfData().buyer, name: longName },
        items: Array.from({ length: 12 }, (_, index) => ({
          name: `${longName}${index}`,
          amountFen: 1_000 + index,
        })),
        remark: `备注 ${'很长的备注内容 '.repeat(80)}\n第二段`,
      }),
    );
    expect(await textOf(pdf)).toContain('超长名称');
  });

  it('refuses more items than one page holds rather than drawing over the totals', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({ name: `服务${index}`, amountFen: 100 }));
    await expect(renderInvoicePdf(buildInvoicePdfData({ items }))).rejects.toThrow(RangeError);
  });
});

describe('invoiceFigures', () => {
  it('sums the item figures, so the totals match the printed rows to the fen', () => {
    // Split one by one, three 0.09 items at 6% carry 0.01 tax each; split as one 0.27, the tax is 0.02.
    const figures = invoiceFigures(
      [
        { name: 'a', amountFen: 9 },
        { name: 'b', amountFen: 9 },
        { name: 'c', amountFen: 9 },
      ],
      600,
    );
    expect(figures.lines.map((line) => line.taxFen)).toEqual([1, 1, 1]);
    expect(figures).toMatchObject({
      netFen: 24,
      taxFen: 3,
      grossFen: 27,
      grossText: '¥0.27',
      grossCapitals: '贰角柒分',
    });
  });

  it('prints tax rates without float noise', () => {
    expect([0, 100, 150, 300, 600, 900, 1300, 1005].map(percentText)).toEqual([
      '0%',
      '1%',
      '1.5%',
      '3%',
      '6%',
      '9%',
      '13%',
      '10.05%',
    ]);
  });
});
