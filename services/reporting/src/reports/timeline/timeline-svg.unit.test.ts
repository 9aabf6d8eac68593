import { realisticCaseSources } from '../../testing/realistic-case.js';
import type { ChronologyEntry, ChronologyLane } from '../mitigation-report/report-model.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { textWidth } from './text-width.js';
import { timelinePng } from './timeline-png.js';
import { lifeTimeline } from './timeline-svg.js';

const model = reportModelOf(realisticCaseSources());
const drawing = (entries: ChronologyEntry[]) => lifeTimeline({ ...model, chronology: entries })!;

/** The words the picture writes, each with the box it takes (its width as Arial draws it). */
function wordsOf(svg: string) {
  return [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"( font-weight="bold")?[^>]*>([^<]*)<\/text>/g)].map(([, x, y, size, bold, text]) => {
    const left = Number(x);
    const baseline = Number(y);
    const words = text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    return { text: words, left, right: left + textWidth(words, Number(size), Boolean(bold)), top: baseline - Number(size) * 0.75, bottom: baseline + Number(size) * 0.2 };
  });
}

/** Dots (circles) and bars (rounded rects) as boxes. */
function marksOf(svg: string) {
  const dots = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)].map(([, cx, cy, r]) => ({
    left: Number(cx) - Number(r),
    right: Number(cx) + Number(r),
    top: Number(cy) - Number(r),
    bottom: Number(cy) + Number(r),
  }));
  const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx/g)].map(([, x, y, w, h]) => ({
    left: Number(x),
    right: Number(x) + Number(w),
    top: Number(y),
    bottom: Number(y) + Number(h),
  }));
  return [...dots, ...bars];
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function overlapsIn(svg: string) {
  const words = wordsOf(svg);
  const marks = marksOf(svg);
  const found: string[] = [];
  words.forEach((a, i) => words.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`"${a.text}" and "${b.text}"`)));
  for (const word of words) for (const mark of marks) if (overlap(word, mark)) found.push(`"${word.text}" and a mark at ${mark.left}`);
  return found;
}

describe("the timeline of the client's life", () => {
  const { svg, width, height } = drawing(model.chronology);

  it('draws every lane the life has, with the years along the axis and the age under each, a Letter page wide and shorter than one', () => {
    expect([width, height < 648]).toEqual([468, true]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="468pt" height="\d+pt"/);
    const texts = wordsOf(svg).map((word) => word.text);
    for (const lane of ['Home and', 'family', 'School', 'Work', 'Health and', 'injuries', 'Substance', 'use', 'Justice']) expect(texts).toContain(lane);
    for (const [year, age] of [
      ['1987', 'born'],
      ['1997', 'age 10'],
      ['2022', 'age 35'],
    ])
      expect(texts).toEqual(expect.arrayContaining([year, age]));
    for (const label of ['Born', 'Father to prison', 'Brother died', 'Scioto Valley Distribution', 'First drink', 'Next court date']) expect(texts).toContain(label);
    expect(svg).toContain('<title>Timeline of Marcus Tillman’s life</title>');
    expect(lifeTimeline({ ...model, chronology: [] })).toBeNull();
  });

  it('writes no words over other words or over a dot or bar, all within the page', () => {
    expect(overlapsIn(svg)).toEqual([]);
    for (const word of wordsOf(svg)) expect([word.text, word.left >= 0 && word.right <= width]).toEqual([word.text, true]);
  });

  it('stays within a page and never overlaps when many lines share a date: those with no room are in the table only', () => {
    const lanes: ChronologyLane[] = ['home', 'work', 'justice'];
    const crowded = Array.from({ length: 90 }, (_, i): ChronologyEntry => ({
      when: i % 2 ? { year: 2004, approximate: true } : { year: 2004, month: 4, day: 12 },
      ...(i % 3 === 0 ? { until: { year: 2004 + (i % 7) } } : {}),
      lane: lanes[i % 3],
      text: `Event ${i}`,
      label: `A rather long label for event number ${i}`,
      sources: [],
    }));
    const picture = drawing(crowded);
    expect(overlapsIn(picture.svg)).toEqual([]);
    expect(picture.height).toBeLessThan(648);
  });

  it('is also a PNG, 150 pixels to the inch', () => {
    const png = timelinePng(drawing(model.chronology));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The PNG header's width: 6.5 in at 150 px.
    expect(png.readUInt32BE(16)).toBe(975);
  });
});
