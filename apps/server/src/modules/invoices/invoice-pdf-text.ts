import { type Color, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** The reddish brown that e-invoices print their frame and labels in; the filled-in values are black. */
export const FRAME_COLOR = rgb(0.6, 0.3, 0.15);
export const VALUE_COLOR = rgb(0, 0, 0);

export interface TextFit {
  /** Font size to draw at. */
  size: number;
  /** Largest number of lines, for names and remarks that may wrap rather than shrink further. */
  maxLines?: number;
  /** Smallest size a long value may shrink to before it wraps. */
  minSize?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/** Latin words and numbers stay whole when a line breaks; CJK text may break between any characters. */
const TOKENS = /[\p{Script=Latin}\p{Nd}.,:;@/\\_+&'"()-]+|\s+|./gu;

/**
 * Fits a value into a width: first by shrinking it (down to `minSize`), then by wrapping it at
 * that size, and as a last resort by cutting the last line with an ellipsis, so nothing a person
 * typed can push text outside its box.
 */
export function fitText(font: PDFFont, text: string, width: number, fit: TextFit): FittedText {
  const minSize = fit.minSize ?? fit.size;
  const maxLines = fit.maxLines ?? 1;
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean.includes('\n')) {
    // Width grows in proportion to size, so one measurement gives the largest size that fits.
    const widthAtOne = font.widthOfTextAtSize(clean, 1);
    const size = widthAtOne === 0 ? fit.size : Math.min(fit.size, Math.floor((2 * width) / widthAtOne) / 2);
    if (size >= minSize) return { size, lines: [clean] };
  }
  const lines = clean.split('\n').flatMap((paragraph) => wrapLine(font, paragraph, width, minSize));
  if (lines.length <= maxLines) return { size: minSize, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(font, kept[maxLines - 1] ?? '', width, minSize);
  return { size: minSize, lines: kept };
}

/** Greedy line breaking, measuring each word once (kerning across a break point is ignored). */
function wrapLine(font: PDFFont, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const endLine = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    lineWidth = 0;
  };
  const add = (piece: string, pieceWidth: number) => {
    if (!line && !piece.trim()) return;
    line += piece;
    lineWidth += pieceWidth;
  };
  for (const token of text.match(TOKENS) ?? []) {
    const tokenWidth = font.widthOfTextAtSize(token, size);
    if (lineWidth + tokenWidth <= width) {
      add(token, tokenWidth);
      continue;
    }
    endLine();
    if (tokenWidth <= width) {
      add(token, tokenWidth);
      continue;
    }
    // A single word wider than the line is broken between characters.
    for (const char of token) {
      const charWidth = font.widthOfTextAtSize(char, size);
      if (lineWidth + charWidth > width) endLine();
      add(char, charWidth);
    }
  }
  endLine();
  return lines;
}

function withEllipsis(font: PDFFont, line: string, width: number, size: number): string {
  let kept = line;
  while (kept && font.widthOfTextAtSize(`${kept}…`, size) > width) kept = kept.slice(0, -1);
  return `${kept}…`;
}

export interface TextBox {
  x: number;
  /** Bottom of the box. */
  y: number;
  width: number;
  height: number;
  align?: 'left' | 'center' | 'right';
  /** Where the lines sit in the box; centred unless said. */
  valign?: 'middle' | 'top';
  padding?: number;
  color?: Color;
}

/** Draws a value fitted into a box; returns the height its lines take. */
export function drawText(page: PDFPage, font: PDFFont, text: string, box: TextBox, fit: TextFit): number {
  const padding = box.padding ?? 4;
  const fitted = fitText(font, text, box.width - 2 * padding, fit);
  const lineHeight = fitted.size * 1.3;
  const blockHeight = fitted.lines.length * lineHeight;
  const top = box.valign === 'top' ? box.y + box.height - padding : box.y + box.height / 2 + blockHeight / 2;
  fitted.lines.forEach((line, index) => {
    const lineWidth = font.widthOfTextAtSize(line, fitted.size);
    const x =
      box.align === 'right'
        ? box.x + box.width - padding - lineWidth
        : box.align === 'center'
          ? box.x + (box.width - lineWidth) / 2
          : box.x + padding;
    // CJK glyphs fill about 0.88 em above the baseline and 0.12 em below: centre that on the line.
    const baseline = top - index * lineHeight - lineHeight / 2 - fitted.size * 0.38;
    page.drawText(line, { x, y: baseline, size: fitted.size, font, color: box.color ?? VALUE_COLOR });
  });
  return blockHeight + 2 * padding;
}

/** Height a value needs in a box of this width, for rows that grow with their content. */
export function textHeight(font: PDFFont, text: string, width: number, fit: TextFit, padding = 4): number {
  const fitted = fitText(font, text, width - 2 * padding, fit);
  return fitted.lines.length * fitted.size * 1.3 + 2 * padding;
}

/** A label written top to bottom, one character under another, as invoices label their blocks. */
export function drawVerticalLabel(
  page: PDFPage,
  font: PDFFont,
  label: string,
  box: TextBox,
  size: number,
): void {
  const chars = [...label];
  const lineHeight = size * 1.15;
  const top = box.y + box.height / 2 + (chars.length * lineHeight) / 2;
  chars.forEach((char, index) => {
    const x = box.x + (box.width - font.widthOfTextAtSize(char, size)) / 2;
    const baseline = top - index * lineHeight - lineHeight / 2 - size * 0.38;
    page.drawText(char, { x, y: baseline, size, font, color: FRAME_COLOR });
  });
}
