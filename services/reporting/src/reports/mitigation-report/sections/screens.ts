import { Paragraph, TextRun, type FileChild } from 'docx';
import type { ScreenScore } from '@app/contracts';
import { columnWidths } from '../column-widths.js';
import { italicParagraph, NONE, SAFETY_COLOUR, safetyParagraph, table, type Outline } from '../docx-parts.js';
import { SAFETY_FLAG, type ReportScreen } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';

/** The screens' table's text size (half-points): 8.5 pt, so that the 13 screens fit a page. */
const SMALL = 17;
/** The sources' text size (half-points): 8 pt. */
const SOURCES = 16;

/**
 * The screens in one page, in plain words (issue 34, item 6): any safety flag first, that a screen is not a
 * diagnosis, then one table (screen, what it screens for, score, band, what it means, flag) and the sources,
 * cited as publications. Each screen's items are in the appendix (`screenItems`).
 */
export function screens(list: ReportScreen[], outline: Outline): FileChild[] {
  if (list.length === 0) return [];
  const safety = list.flatMap((screen) => screen.result.flags.filter((flag) => flag.key === SAFETY_FLAG).map((flag) => ReportTexts.safetyLine(screen.instrument, flag.label)));
  // An instrument's name is never broken ("OSU TBI-ID").
  const rows = list.map((screen) => ({
    cells: [screen.instrument.replaceAll(' ', '\u00a0'), screensFor(screen), scoreText(screen.result), bandText(screen.result), meaningOf(screen).join(' ')],
    flags: flagNames(screen.result),
  }));
  // What it means takes the width the others leave, each of them as wide as its longest word.
  const widths = columnWidths([...HEADER.slice(0, 5).map((header, i) => [header, ...rows.map((row) => row.cells[i])]), [HEADER[5], ...rows.flatMap((row) => row.flags)]], SMALL, {
    fill: 4,
    room: 0,
  });
  return [
    outline.heading1(ReportTexts.screens, { pageBreakBefore: true }),
    ...safety.map(safetyParagraph),
    italicParagraph(ReportTexts.notADiagnosis),
    table(
      HEADER,
      rows.map(({ cells, flags }) => [
        [run(cells[0], { bold: true })],
        ...cells.slice(1),
        flags.length ? flags.map((flag, i) => run(flag, { break: i > 0, safety: flag === SAFETY_NAME })) : NONE,
      ]),
      widths,
      { size: SMALL },
    ),
    new Paragraph({ keepNext: true, spacing: { before: 160, after: 40 }, children: [run(ReportTexts.screenSources, { bold: true, size: SMALL })] }),
    ...list.map(
      ({ instrument, citation }) => new Paragraph({ spacing: { after: 20 }, children: [run(`${instrument}: `, { bold: true, size: SOURCES }), run(citation, { size: SOURCES })] }),
    ),
  ];
}

const HEADER = ['Screen', 'Screens for', 'Score', 'Band', 'What it means', 'Flag'];

/** What the screen is for, as its page's title names it ("PHQ-9: Depression"). */
const screensFor = ({ title, instrument }: ReportScreen) => (title.startsWith(`${instrument}: `) ? title.slice(instrument.length + 2) : title);

export const scoreText = (result: ScreenScore) =>
  result.notTaken ? ReportTexts.notTaken : !result.complete ? ReportTexts.incomplete : result.total === null ? NONE : String(result.total);

const bandText = (result: ScreenScore) =>
  result.notTaken || !result.complete ? NONE : (result.band?.label ?? (result.positive === null ? NONE : result.positive ? 'Positive' : 'Negative'));

/** What the result means, in plain words: why it was not taken, or what its band, cut-off, criteria and flags say. */
function meaningOf({ result, notOfferedIn }: ReportScreen): string[] {
  if (result.notTaken && notOfferedIn) return [ReportTexts.notTakenWhy(notOfferedIn)];
  if (!result.complete) return [ReportTexts.notScored(result.missingItems.length)];
  const met = result.criteria.filter((criterion) => criterion.met).map((criterion) => nameOf(criterion.label));
  const flagged = result.flags.filter((flag) => flag.key !== SAFETY_FLAG).map((flag) => flag.label);
  // Without a band, the band's column says positive or negative already: the cut-off is what is left to say,
  // unless flags say what made it positive (the OSU TBI-ID's).
  const cutOff =
    result.positive === null || !result.cutOff || flagged.length
      ? []
      : result.band
        ? [ReportTexts.positiveAt(result.positive, result.cutOff)]
        : [ReportTexts.cutOff(result.cutOff)];
  return [
    ...(result.band ? [result.band.note ?? ReportTexts.bandRange(result.band.label)] : []),
    ...cutOff,
    ...(met.length ? [ReportTexts.criteriaMet(met)] : []),
    ...(flagged.length ? [`${flagged.join('. ')}.`] : []),
    ...(notOfferedIn ? [ReportTexts.answeredInEnglish(notOfferedIn)] : []),
  ];
}

/** A label's name: "WORST" of "WORST: an injury with ...", "Tobacco" of "Tobacco: positive screen". */
const nameOf = (label: string) => label.split(':')[0].trim();

/** The safety flag's name in the table (the line above the table says what it is). */
const SAFETY_NAME = 'Safety (item 9)';
const flagNames = ({ flags }: ScreenScore) => flags.map((flag) => (flag.key === SAFETY_FLAG ? SAFETY_NAME : nameOf(flag.label)));

/** A run of the screens' page: in the table it takes the table's text size; `size` elsewhere. */
const run = (text: string, { bold = false, size, break: newLine = false, safety = false }: { bold?: boolean; size?: number; break?: boolean; safety?: boolean } = {}) =>
  new TextRun({ text, size, bold: bold || safety, ...(newLine ? { break: 1 } : {}), ...(safety ? { color: SAFETY_COLOUR } : {}) });
