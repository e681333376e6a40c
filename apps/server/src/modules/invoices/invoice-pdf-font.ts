import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * Noto Sans SC Regular (SIL Open Font License 1.1, which allows embedding): a TrueType (glyf)
 * font, because @pdf-lib/fontkit writes broken subsets of the CFF outlines most CJK OpenType fonts
 * carry. It is read from node_modules at run time; the server bundle keeps npm packages external.
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface InvoiceFont {
  bytes: Uint8Array;
  /** A fontkit that hands back the one parsed font, so each render skips re-parsing 10 MB. */
  fontkit: Fontkit;
  /**
   * The name a subset of the font carries in a PDF: a six-letter tag, here drawn from `seed` so
   * the same invoice renders to the same bytes, then "+" and the font's name (PDF 32000 §9.6.4).
   */
  subsetName(seed: string): string;
}

let loading: Promise<InvoiceFont> | undefined;

/** The invoice font, read and parsed on first use and kept for the life of the process. */
export function invoiceFont(): Promise<InvoiceFont> {
  loading ??= loadFont().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadFont(): Promise<InvoiceFont> {
  const bytes = await readFile(createRequire(import.meta.url).resolve(FONT_FILE));
  const parsed = withEvenGlyphRecords(fontkit.create(bytes));
  return {
    bytes,
    fontkit: { create: () => parsed },
    subsetName: (seed) => {
      const digest = createHash('sha256').update(seed).digest();
      const tag = String.fromCharCode(...digest.subarray(0, 6).map((byte) => 65 + (byte % 26)));
      return `${tag}+${parsed.postscriptName ?? 'NotoSansSC-Regular'}`;
    },
  };
}

/** The private parts of @pdf-lib/fontkit 1.1.1's TrueType subset that the fix below touches. */
interface TrueTypeSubsetInternals {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (glyphId: number) => number;
}

interface BundledBuffer {
  alloc(size: number): Uint8Array;
}

/**
 * @pdf-lib/fontkit 1.1.1 (a fork of fontkit 1.7) writes a small subset with the short `loca`
 * format, which stores offsets halved, but copies glyph records of odd length as they are: every
 * glyph after the first odd one then points a byte off and prints blank, while the text still
 * extracts (Hopding/pdf-lib#1232, fixed upstream in foliojs/fontkit#191). Padding each record to
 * an even length, as the TrueType spec asks, keeps every offset exact in either format.
 */
function withEvenGlyphRecords(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const internals = subset as unknown as TrueTypeSubsetInternals;
    const addGlyph = internals._addGlyph?.bind(subset);
    if (!addGlyph) throw new Error('@pdf-lib/fontkit changed: its TrueType subset has no _addGlyph');
    internals._addGlyph = (glyphId) => {
      const index = addGlyph(glyphId);
      const { glyf, offset } = internals;
      const record = glyf?.[index];
      if (glyf && record && record.length % 2 === 1 && offset !== undefined) {
        // fontkit streams only its own bundled Buffer class, so the copy is made with that class.
        const padded = (record.constructor as unknown as BundledBuffer).alloc(record.length + 1);
        padded.set(record);
        glyf[index] = padded;
        internals.offset = offset + 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}
