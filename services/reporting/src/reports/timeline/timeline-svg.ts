import { ChronologyLaneTitles } from '@app/contracts';
import { calendarDateOf, lifeYear } from '../case-analysis/life-dates.js';
import { LANES } from '../case-analysis/chronology.js';
import type { ChronologyEntry, ChronologyLane, LifeDate, ReportModel } from '../mitigation-report/report-model.js';
import { textWidth } from './text-width.js';

/**
 * The client's life as one picture (issue 34, item 3): a lane for each part of life that has a dated line,
 * the years along the axis with the client's age under them, and each event a dot (hollow when its year
 * was turned from an age) or each period a bar, with a few words that never overlap another's. Drawn in
 * points for the text width of a Letter page (6.5 in), its type large enough to read when printed; the
 * same SVG goes into the report (with a PNG for readers that cannot draw SVG) and the client view.
 */
export interface TimelinePicture {
  svg: string;
  /** Its size in points. */
  width: number;
  height: number;
}

/** The text width of a Letter page with one-inch margins, in points. */
const WIDTH = 468;
const PLOT_LEFT = 64;
const PLOT_RIGHT = WIDTH - 6;
const TOP = 4;
const ROW_HEIGHT = 13;
const LANE_PADDING = 3;
/** Rows of words a lane may take; a line that finds no room in them is in the table only. */
const MAX_ROWS = 7;
const LABEL_SIZE = 7;
const LANE_NAME_SIZE = 7.5;
const AXIS_SIZE = 7;
const LONGEST_LABEL = 30;
const GAP = 4;
const FONT = "Arimo, Arial, Helvetica, 'Liberation Sans', sans-serif";

const LANE_COLOURS: Record<ChronologyLane, string> = { home: '#1F4E79', school: '#7F6000', work: '#385723', health: '#843C0C', substance: '#7030A0', justice: '#A50021' };
/** A lane's name on one line, or two when long ("Health and" / "injuries"). */
const laneName = (lane: ChronologyLane) => {
  const name = ChronologyLaneTitles[lane];
  const split = name.lastIndexOf(' ');
  return name.length > 10 && split > 0 ? [name.slice(0, split), name.slice(split + 1)] : [name];
};

interface Placed {
  entry: ChronologyEntry;
  row: number;
  from: number;
  to: number | null;
  /** Where its words start, or null when there was room for its dot or bar only. */
  textX: number | null;
  label: string;
}

/** A lane's rows: what each holds, from where to where; dots and bars may touch one another, words nothing. */
type Row = { from: number; to: number; words: boolean }[];

/** The picture of `entries` (sorted as the chronology sorts them), or null when there is nothing dated. */
function timelinePicture(entries: ChronologyEntry[], { birth, today, title }: { birth: LifeDate | null; today: LifeDate; title: string }): TimelinePicture | null {
  if (entries.length === 0) return null;
  const born = birth ? lifeYear(birth) : null;
  const ends = entries.flatMap((entry) => [lifeYear(entry.when), ...(entry.until && entry.until !== 'present' ? [lifeYear(entry.until)] : [])]);
  const start = Math.min(born ?? Infinity, ...ends);
  const end = Math.max(lifeYear(today), ...ends);
  const span = Math.max(end - start, 1);
  const x = (year: number) => PLOT_LEFT + 3 + ((year - start) / span) * (PLOT_RIGHT - PLOT_LEFT - 6);
  const xOf = (date: LifeDate | 'present') => x(date === 'present' ? lifeYear(today) : lifeYear(date));

  const bands: string[] = [];
  const marks: string[] = [];
  let y = TOP;
  const lanes = LANES.map((lane) => ({
    lane,
    placed: place(
      entries.filter((entry) => entry.lane === lane),
      xOf,
    ),
  })).filter(({ placed }) => placed.length > 0);
  lanes.forEach(({ lane, placed }, index) => {
    const rows = Math.max(1, ...placed.map((item) => item.row + 1));
    const height = rows * ROW_HEIGHT + 2 * LANE_PADDING;
    bands.push(laneBand(lane, y, height, index % 2 === 0));
    marks.push(...placed.map((item) => drawn(item, y + LANE_PADDING + item.row * ROW_HEIGHT, LANE_COLOURS[lane])));
    y += height;
  });
  const axisY = y + 2;
  const height = Math.ceil(axisY + 40);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}pt" height="${height}pt" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT}">`,
    `<title>${escaped(title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#FFFFFF"/>`,
    ...bands,
    ...gridLines(TOP, axisY, start, end, born, x),
    ...marks,
    axis(axisY, start, end, born, x),
    legend(axisY + 31),
    '</svg>',
  ].join('');
  return { svg, width: WIDTH, height };
}

/** Each line of one lane in the first row where its words (or, failing that, its dot or bar) fit. */
function place(entries: ChronologyEntry[], xOf: (date: LifeDate | 'present') => number): Placed[] {
  const rows: Row[] = [];
  const fits = (row: Row, from: number, to: number, words: boolean) => row.every((taken) => to < taken.from || from > taken.to || (!words && !taken.words));
  const placed: Placed[] = [];
  for (const entry of [...entries].sort((a, b) => lifeYear(a.when) - lifeYear(b.when))) {
    const from = xOf(entry.when);
    const to = entry.until ? Math.max(xOf(entry.until), from + 1.5) : null;
    const label = shortened(entry.label);
    const width = textWidth(label, LABEL_SIZE);
    // Words start at the dot (or the bar), or end there when they would run off the right edge.
    let textX = to === null ? from + 3.5 : from;
    if (textX + width > PLOT_RIGHT) textX = Math.max(PLOT_LEFT, (to ?? from - 3.5) - width);
    const mark = { from: from - 2.5, to: (to ?? from) + 2.5 };
    const withWords = { from: Math.min(mark.from, textX) - GAP / 2, to: Math.max(mark.to, textX + width) + GAP / 2 };
    let row = [...rows.keys(), rows.length].find((index) => index < MAX_ROWS && fits(rows[index] ?? [], withWords.from, withWords.to, true));
    if (row !== undefined) {
      (rows[row] ??= []).push({ ...withWords, words: true });
      placed.push({ entry, row, from, to, textX, label });
      continue;
    }
    row = [...rows.keys()].find((index) => fits(rows[index], mark.from, mark.to, false));
    if (row === undefined) continue;
    rows[row].push({ ...mark, words: false });
    placed.push({ entry, row, from, to, textX: null, label });
  }
  return placed;
}

const shortened = (label: string) => (label.length <= LONGEST_LABEL ? label : `${label.slice(0, LONGEST_LABEL - 1).trimEnd()}…`);

function laneBand(lane: ChronologyLane, y: number, height: number, shaded: boolean): string {
  const name = laneName(lane);
  const colour = LANE_COLOURS[lane];
  const lineHeight = LANE_NAME_SIZE + 1.5;
  const firstBaseline = y + height / 2 - ((name.length - 1) * lineHeight) / 2 + LANE_NAME_SIZE * 0.35;
  return [
    `<rect x="0" y="${fixed(y)}" width="${WIDTH}" height="${fixed(height)}" fill="${shaded ? '#F2F2F2' : '#FFFFFF'}"/>`,
    `<rect x="0" y="${fixed(y)}" width="3" height="${fixed(height)}" fill="${colour}"/>`,
    ...name.map((part, i) => `<text x="7" y="${fixed(firstBaseline + i * lineHeight)}" font-size="${LANE_NAME_SIZE}" font-weight="bold" fill="${colour}">${part}</text>`),
  ].join('');
}

function drawn({ entry, from, to, textX, label }: Placed, rowTop: number, colour: string): string {
  // Words on one baseline in every row; a dot at their middle, a bar under them.
  const baseline = rowTop + 9.5;
  const dotY = baseline - LABEL_SIZE * 0.35;
  const mark =
    to !== null
      ? `<rect x="${fixed(from)}" y="${fixed(baseline + 2)}" width="${fixed(to - from)}" height="2.4" rx="1.2" fill="${colour}"/>`
      : entry.when.approximate
        ? `<circle cx="${fixed(from)}" cy="${fixed(dotY)}" r="2" fill="#FFFFFF" stroke="${colour}" stroke-width="1"/>`
        : `<circle cx="${fixed(from)}" cy="${fixed(dotY)}" r="2.2" fill="${colour}"/>`;
  return textX === null ? mark : `${mark}<text x="${fixed(textX)}" y="${fixed(baseline)}" font-size="${LABEL_SIZE}" fill="#1A1A1A">${escaped(label)}</text>`;
}

/** The ticks: every fifth year of age from birth (its year, and the age under it), or every fifth year when the birth is not known. */
function ticks(start: number, end: number, born: number | null): { at: number; year: string; age: string | null }[] {
  if (born !== null) {
    const ages = Array.from({ length: Math.floor((end - born) / 5) + 1 }, (_, i) => i * 5);
    return ages.map((age) => ({ at: born + age, year: String(Math.floor(born) + age), age: age === 0 ? 'born' : `age ${age}` }));
  }
  const first = Math.ceil(start / 5) * 5;
  return Array.from({ length: Math.floor((end - first) / 5) + 1 }, (_, i) => ({ at: first + i * 5, year: String(first + i * 5), age: null }));
}

function gridLines(top: number, bottom: number, start: number, end: number, born: number | null, x: (year: number) => number): string[] {
  return ticks(start, end, born).map(
    ({ at }) => `<line x1="${fixed(x(at))}" y1="${top}" x2="${fixed(x(at))}" y2="${fixed(bottom)}" stroke="#CCCCCC" stroke-width="0.5" stroke-dasharray="2 2"/>`,
  );
}

function axis(y: number, start: number, end: number, born: number | null, x: (year: number) => number): string {
  const years = Array.from({ length: Math.floor(end) - Math.ceil(start) + 1 }, (_, i) => Math.ceil(start) + i);
  return [
    `<line x1="${PLOT_LEFT}" y1="${fixed(y)}" x2="${PLOT_RIGHT}" y2="${fixed(y)}" stroke="#404040" stroke-width="0.75"/>`,
    ...years.map((year) => `<line x1="${fixed(x(year))}" y1="${fixed(y)}" x2="${fixed(x(year))}" y2="${fixed(y + 2)}" stroke="#404040" stroke-width="0.5"/>`),
    ...ticks(start, end, born).flatMap(({ at, year, age }) => {
      const centred = (text: string, size: number, bold: boolean) =>
        fixed(Math.min(PLOT_RIGHT - textWidth(text, size, bold), Math.max(PLOT_LEFT, x(at) - textWidth(text, size, bold) / 2)));
      return [
        `<line x1="${fixed(x(at))}" y1="${fixed(y)}" x2="${fixed(x(at))}" y2="${fixed(y + 4)}" stroke="#404040" stroke-width="0.75"/>`,
        `<text x="${centred(year, AXIS_SIZE, true)}" y="${fixed(y + 11)}" font-size="${AXIS_SIZE}" font-weight="bold" fill="#262626">${year}</text>`,
        ...(age ? [`<text x="${centred(age, AXIS_SIZE, false)}" y="${fixed(y + 19.5)}" font-size="${AXIS_SIZE}" fill="#595959">${age}</text>`] : []),
      ];
    }),
  ].join('');
}

/** What the marks mean. */
function legend(y: number): string {
  const items: [string, string][] = [
    [`<circle cx="0" cy="0" r="2.2" fill="#404040"/>`, 'a date the answers give'],
    [`<circle cx="0" cy="0" r="2" fill="#FFFFFF" stroke="#404040" stroke-width="1"/>`, 'about: a year turned from an age'],
    [`<rect x="-2" y="-1.5" width="12" height="3" rx="1.5" fill="#404040"/>`, 'a period (school, job, home)'],
  ];
  let at = PLOT_LEFT;
  return items
    .map(([mark, text]) => {
      const markWidth = mark.startsWith('<rect') ? 12 : 4;
      const part = `<g transform="translate(${fixed(at + 2)} ${fixed(y - 2.5)})">${mark}</g><text x="${fixed(at + markWidth + 3)}" y="${fixed(y)}" font-size="${LABEL_SIZE}" fill="#404040">${text}</text>`;
      at += markWidth + 3 + textWidth(text, LABEL_SIZE) + 14;
      return part;
    })
    .join('');
}

const fixed = (value: number) => String(Math.round(value * 100) / 100);
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The timeline of a report's chronology, or null when no answer gives a date. */
export function lifeTimeline({ chronology, client, date }: Pick<ReportModel, 'chronology' | 'client' | 'date'>): TimelinePicture | null {
  const name = `${client.firstName} ${client.lastName}`.trim();
  return timelinePicture(chronology, {
    birth: client.dateOfBirth ? calendarDateOf(client.dateOfBirth) : null,
    today: calendarDateOf(date)!,
    title: `Timeline of ${name ? `${name}’s` : 'the client’s'} life`,
  });
}
