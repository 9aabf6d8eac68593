import { LETTER_PAGE } from './docx-parts.js';

/** The text column's width on the page, in points, and a table cell's left and right margins together (Word's default 0.08 in each). */
const TEXT_WIDTH = (LETTER_PAGE.size.width - LETTER_PAGE.margin.left - LETTER_PAGE.margin.right) / 20;
const CELL_MARGINS = 14;

/** About how wide a character of Calibri (LibreOffice's Carlito) is, in em: capitals, digits and m or w wider, thin letters narrower. */
const emOf = (character: string) =>
  /[MWmw@]/.test(character) ? 0.85 : /[A-Z]/.test(character) ? 0.62 : /[0-9]/.test(character) ? 0.51 : /[ijlft.,:;'’()|!\s-]/.test(character) ? 0.3 : 0.5;
const emsOf = (text: string) => [...text].reduce((sum, character) => sum + emOf(character), 0);
// Words break at spaces and line ends, not at no-break spaces.
const longestWord = (text: string) => Math.max(0, ...text.split(/[ \t\r\n]+/).map(emsOf));

/**
 * Each column's share of a table's width (percent), from its texts (its header first, in bold) at `size`
 * half-points (bold or not): at least its longest word, so that no word breaks, and room for about `room` em of
 * longer text (a number for every column, or one each); `fill`, a column that takes what the others leave.
 * Without one, the shares are scaled to the full width; a table too wide for the page gives up the room
 * before any column goes below its longest word ("Job", "changed" never broken in two).
 */
export function columnWidths(columns: string[][], size: number, { fill, room = 9 }: { fill?: number; room?: number | readonly number[] } = {}): number[] {
  const em = size / 2;
  const share = (ems: number) => ((ems * em + CELL_MARGINS) / TEXT_WIDTH) * 100;
  const words = columns.map(([header = '', ...texts]) => share(Math.max(longestWord(header), ...texts.map(longestWord)) * 1.2));
  const needs = columns.map(([header = '', ...texts], i) =>
    Math.max(words[i], share(Math.min(Math.max(emsOf(header), ...texts.map(emsOf)), typeof room === 'number' ? room : (room[i] ?? 0)))),
  );
  const others = needs.reduce((sum, need, i) => (i === fill ? sum : sum + need), 0);
  const shares = fill === undefined ? needs : needs.map((need, i) => (i === fill ? Math.max(need, 100 - others) : need));
  const total = shares.reduce((sum, each) => sum + each, 0);
  const wordsTotal = words.reduce((sum, each) => sum + each, 0);
  // Too wide: each column keeps its longest word and gives up its room in proportion (only words too wide for any page scale down).
  const kept = total > 100 && wordsTotal < 100 ? shares.map((each, i) => words[i] + (each - words[i]) * ((100 - wordsTotal) / (total - wordsTotal))) : shares;
  const keptTotal = kept.reduce((sum, each) => sum + each, 0);
  return kept.map((each) => Math.round((each / keptTotal) * 1000) / 10);
}
