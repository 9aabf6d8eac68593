import { AlignmentType, ImageRun, Paragraph, type FileChild, type ParagraphChild } from 'docx';
import { chronologyDate } from '../../case-analysis/chronology.js';
import { timelinePng } from '../../timeline/timeline-png.js';
import { lifeTimeline, type TimelinePicture } from '../../timeline/timeline-svg.js';
import { Citations } from '../citations.js';
import { italicParagraph, table, type Outline } from '../docx-parts.js';
import type { ChronologyEntry, ReportModel } from '../report-model.js';

export const ChronologyTexts = {
  heading: 'Life Chronology',
  intro:
    'Every answer that gives a date, a year or an age, in date order: above, the life at a glance, one lane for each part of it; below, each line with the page of the answer it rests on. A year turned from an age is “about” that year.',
  columns: ['Date', 'What happened', 'Source'],
} as const;

/** The picture at the text's width: 6.5 inches, in the 96 pixels to the inch docx sizes images in. */
const PICTURE_WIDTH_PX = 624;

/**
 * The client's life (issue 34, item 3): the timeline as a picture (SVG, with a PNG for readers that cannot
 * draw SVG), then every dated line in a table: its date as US documents write it, with the client's age
 * then, what happened, and the page of each answer it rests on.
 */
export function chronology(model: ReportModel, outline: Outline): FileChild[] {
  if (model.chronology.length === 0) return [];
  const citations = new Citations(model);
  const picture = lifeTimeline(model);
  return [
    outline.heading1(ChronologyTexts.heading, { pageBreakBefore: true }),
    italicParagraph(ChronologyTexts.intro),
    ...(picture ? [pictureParagraph(picture)] : []),
    table(
      [...ChronologyTexts.columns],
      model.chronology.map((entry) => [dateCell(entry), entry.text, sourceCell(entry, citations)]),
      [25, 58, 17],
      { size: 20 },
    ),
  ];
}

function pictureParagraph(picture: TimelinePicture): Paragraph {
  const transformation = { width: PICTURE_WIDTH_PX, height: Math.round((PICTURE_WIDTH_PX * picture.height) / picture.width) };
  const title = /<title>([^<]*)<\/title>/.exec(picture.svg)?.[1] ?? ChronologyTexts.heading;
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 120, after: 240 },
    children: [
      new ImageRun({
        type: 'svg',
        data: Buffer.from(picture.svg),
        fallback: { type: 'png', data: timelinePng(picture) },
        transformation,
        altText: {
          name: 'Timeline',
          title,
          description: `${title}: each dated answer in its lane, the years along the axis with the client's age under them. The table below lists every line.`,
        },
      }),
    ],
  });
}

/** The line's date, with the client's age then on a line of its own (none at birth). */
const dateCell = (entry: ChronologyEntry) => `${chronologyDate(entry)}${entry.age ? `\nage ${entry.age}` : ''}`;

/** The pages of the answers a line rests on; a screen's answer (which the citations leave to the statement to name) by the screen's title. */
function sourceCell({ sources }: ChronologyEntry, citations: Citations): string | ParagraphChild[] {
  const cited = citations.runs(sources);
  return cited.length > 0 ? cited : [...new Set(sources.map((source) => source.page))].join('; ');
}
