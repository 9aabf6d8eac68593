import { AlignmentType, Document, Footer, Header, Packer, PageNumber, Paragraph, TextRun, type FileChild } from 'docx';
import type { ReportSection } from '@app/contracts';
import { LETTER_PAGE, Outline, TABLE_TEXT_STYLES } from './docx-parts.js';
import type { ReportModel } from './report-model.js';
import { ReportTexts } from './report-texts.js';
import { answeredPages } from './sections/answers.js';
import { atAGlance } from './sections/at-a-glance.js';
import { chronology } from './sections/chronology.js';
import { clientFacts } from './sections/client-facts.js';
import { contents } from './sections/contents.js';
import { cover } from './sections/cover.js';
import { family } from './sections/family.js';
import { letters } from './sections/letters.js';
import { narrative } from './sections/narrative.js';
import { recordsAndPeople } from './sections/records-and-people.js';
import { screenItems } from './sections/screen-items.js';
import { screens } from './sections/screens.js';

export { ReportTexts } from './report-texts.js';

/**
 * The Mitigation Report as a .docx on US Letter: real heading styles (Word's navigation pane), a table of
 * contents whose page numbers Word and LibreOffice compute as they lay it out, editable throughout. The
 * body is made first, so that the contents can list every heading it holds.
 */
export async function buildMitigationReport(model: ReportModel): Promise<Buffer> {
  const clientName = `${model.client.firstName} ${model.client.lastName}`.trim();
  const title = reportTitleOf(model);
  const outline = new Outline();
  // The sections the edition holds of those the attorney chose, in the report's order (issue 34, item 9).
  const part = (section: ReportSection, make: () => FileChild[]) => (model.sections.has(section) ? make() : []);
  // At a glance is page 2, before the contents: made first, it heads the contents too.
  const glance = part('atAGlance', () => atAGlance(model, outline));
  const body: FileChild[] = [
    ...part('chronology', () => chronology(model, outline)),
    ...part('family', () => family(model, outline)),
    ...part('recordsAndPeople', () => recordsAndPeople(model, outline)),
    ...part('clientFacts', () => clientFacts(model, outline)),
    ...part('screens', () => screens(model.screens, outline)),
    ...part('answers', () => (model.narrative ? narrative(model, model.narrative, outline) : answeredPages(model.pages, outline))),
    ...part('screenItems', () => screenItems(model.screens, outline)),
    ...part('letters', () => letters(model.letters, outline, { edition: model.edition, ...(model.timeZone ? { timeZone: model.timeZone } : {}) })),
  ];
  const footerNotice = model.edition === 'court' ? '' : `${ReportTexts.confidential}  ·  `;
  const document = new Document({
    title: `${title}: ${clientName}`,
    creator: model.attorney ?? undefined,
    // Word computes the contents' page references when it updates fields (it offers to on opening);
    // LibreOffice computes them as it lays the document out.
    features: { updateFields: true },
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120 } } },
        heading1: { run: { font: 'Calibri', size: 32, bold: true, color: '1F3864' }, paragraph: { spacing: { before: 360, after: 160 }, keepNext: true } },
        heading2: { run: { font: 'Calibri', size: 26, bold: true, color: '2F5496' }, paragraph: { spacing: { before: 240, after: 120 }, keepNext: true } },
      },
      paragraphStyles: TABLE_TEXT_STYLES,
    },
    sections: [
      {
        // The cover has no header or footer; every other page names the client and numbers itself.
        properties: { titlePage: true, page: LETTER_PAGE },
        headers: {
          first: new Header({ children: [] }),
          default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(`${title}: ${clientName}`)] })] }),
        },
        footers: {
          first: new Footer({ children: [] }),
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun(`${footerNotice}Page `),
                  new TextRun({ children: [PageNumber.CURRENT] }),
                  new TextRun(' of '),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        // The body from a new page: its first section's heading begins one, or (Client Facts, the answers) a break before it.
        children: [
          ...cover(model, title, clientName),
          ...glance,
          ...contents(outline),
          ...(outline.beginsPage(body[0]) ? [] : [new Paragraph({ pageBreakBefore: true })]),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** "Mitigation Report", or "Mitigation Report (Third Person)" for a variant. */
export const reportTitleOf = ({ variant }: Pick<ReportModel, 'variant'>) => (variant ? `${ReportTexts.title} (${variant.title})` : ReportTexts.title);
