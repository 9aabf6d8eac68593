/**
 * How wide a line of text is in Arial (Helvetica's widths, which Arimo and Liberation Sans share), so that
 * the timeline places its labels without overlap in any of the fonts it names: Word and browsers draw
 * Arial, the PNG Arimo. Advance widths in thousandths of an em, for the printable ASCII characters.
 */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667,
  722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556,
  278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722,
  722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556,
  333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Typographic punctuation the answers use, and anything else: as wide as an em-dash at most, a digit's width otherwise. */
const OTHER: Record<string, number> = { '’': 222, '‘': 222, '“': 333, '”': 333, '–': 556, '—': 1000, '…': 1000, '·': 278 };

/** The width of `text` at `size` (in the size's unit), bold or not. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? BOLD : REGULAR;
  let thousandths = 0;
  for (const character of text) {
    // A letter with an accent is as wide as the letter.
    const code = character.normalize('NFD').charCodeAt(0);
    thousandths += code >= 32 && code <= 126 ? widths[code - 32] : (OTHER[character] ?? 556);
  }
  return (thousandths / 1000) * size;
}
