import { addFen, chineseCapitalAmount, type Fen, formatFen, splitTax } from '@gpucloud/domain';

export interface InvoiceLineFigures {
  name: string;
  netFen: Fen;
  taxFen: Fen;
}

/** What an invoice prints: each item split into amount and tax, and totals summed from the items. */
export interface InvoiceFigures {
  lines: InvoiceLineFigures[];
  netFen: Fen;
  taxFen: Fen;
  grossFen: Fen;
  /** "6%", "1.5%". */
  rateText: string;
  /** 价税合计 in capitals: 壹仟贰佰叁拾肆圆伍角陆分. */
  grossCapitals: string;
  /** 价税合计 in figures: ¥1,234.56. */
  grossText: string;
}

/**
 * Splits each item on its own and adds up the item figures, as the tax system does: the totals
 * then always equal the sum of the printed rows, even where splitting the total would differ by a fen.
 */
export function invoiceFigures(
  items: ReadonlyArray<{ name: string; amountFen: Fen }>,
  rateBasisPoints: number,
): InvoiceFigures {
  const lines = items.map((item) => ({ name: item.name, ...splitTax(item.amountFen, rateBasisPoints) }));
  const netFen = addFen(0, ...lines.map((line) => line.netFen));
  const taxFen = addFen(0, ...lines.map((line) => line.taxFen));
  const grossFen = addFen(netFen, taxFen);
  return {
    lines,
    netFen,
    taxFen,
    grossFen,
    rateText: percentText(rateBasisPoints),
    grossCapitals: chineseCapitalAmount(grossFen),
    grossText: `¥${formatFen(grossFen, { grouped: true })}`,
  };
}

/** Basis points as a percentage without float noise or trailing zeros: 600 → 6%, 150 → 1.5%. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}
