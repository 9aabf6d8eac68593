import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';
import type { ScreenScore } from '@app/contracts';
import { letterBody, supporterHeading } from '../supporter-letter/letter-body.js';
import { SAFETY_FLAG, type QuestionAnswer, type ReportAnswer, type ReportLetter, type ReportModel, type ReportScreen } from './report-model.js';

/** The texts the report writes (headings the tests read back too). */
export const ReportTexts = {
  title: 'Mitigation Report',
  confidential: 'Privileged and confidential, attorney work product',
  contents: 'Contents',
  clientFacts: 'Client Facts',
  screens: 'Screens',
  summary: 'Summary',
  notADiagnosis:
    'A screen is not a diagnosis. A positive screen or a high score means that a qualified clinician should assess the client; a negative screen does not rule a condition out.',
  incomplete: 'Incomplete',
  /** Issue 33: a screen not offered in the client's language and left blank (the engine's `notTaken`). */
  notTaken: 'Not taken: language',
  notTakenWhy: (language: string) =>
    `Not taken: language. There is no validated ${language} version of this screen, so it was not offered in the client's language (${language}): the client was shown it in English, as optional, and left it blank.`,
  answeredInEnglish: (language: string) =>
    `Not offered in the client's language (${language}): there is no validated ${language} version of this screen; the client answered it in English.`,
  notAnswered: 'Not answered',
  safetyFlag: 'Safety flag',
  letters: 'Appendix: Letters of Support',
} as const;

const SAFETY_COLOUR = 'C00000';
const NONE = '—';

/** The Mitigation Report as a .docx: real heading styles (Word's navigation pane), a table of contents Word fills in, editable throughout. */
export async function buildMitigationReport(model: ReportModel): Promise<Buffer> {
  const clientName = `${model.client.firstName} ${model.client.lastName}`.trim();
  const title = reportTitleOf(model);
  const document = new Document({
    title: `${title}: ${clientName}`,
    creator: model.attorney ?? undefined,
    features: { updateFields: true },
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120 } } },
        heading1: { run: { font: 'Calibri', size: 32, bold: true, color: '1F3864' }, paragraph: { spacing: { before: 360, after: 160 }, keepNext: true } },
        heading2: { run: { font: 'Calibri', size: 26, bold: true, color: '2F5496' }, paragraph: { spacing: { before: 240, after: 120 }, keepNext: true } },
      },
    },
    sections: [
      {
        // The cover has no header or footer; every other page names the client and numbers itself.
        properties: { titlePage: true },
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
                children: [new TextRun(`${ReportTexts.confidential}  ·  Page `), new TextRun({ children: [PageNumber.CURRENT] }), new TextRun(' of '), new TextRun({ children: [PageNumber.TOTAL_PAGES] })],
              }),
            ],
          }),
        },
        children: [...cover(model, title, clientName), ...contents(), ...clientFacts(model), ...model.pages.flatMap(page), ...screens(model.screens), ...letters(model.letters)],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** "Mitigation Report", or "Mitigation Report (Third Person)" for a variant. */
export const reportTitleOf = ({ variant }: Pick<ReportModel, 'variant'>) => (variant ? `${ReportTexts.title} (${variant.title})` : ReportTexts.title);

function cover(model: ReportModel, title: string, clientName: string): FileChild[] {
  const line = (text: string, size: number, bold = false) =>
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text, size, bold })] });
  return [
    new Paragraph({ spacing: { before: 2400 } }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(title)] }),
    line(clientName, 36, true),
    ...(model.variant ? [line(`The client's answers rewritten in the ${model.variant.title.toLowerCase()}: ${model.variant.label}`, 22)] : []),
    ...(model.attorney ? [line(`Prepared for ${model.attorney}`, 26)] : []),
    line(model.date, 26),
    line(ReportTexts.confidential, 24, true),
  ];
}

function contents(): FileChild[] {
  return [
    new Paragraph({ pageBreakBefore: true, children: [new TextRun({ text: ReportTexts.contents, bold: true, size: 32 })] }),
    new TableOfContents(ReportTexts.contents, { hyperlink: true, headingStyleRange: '1-2' }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function clientFacts({ client, attorney, date }: ReportModel): FileChild[] {
  const facts: [string, string | number | null][] = [
    ['Name', `${client.firstName} ${client.lastName}`.trim()],
    ['Date of birth', client.dateOfBirth],
    ['Age', client.age],
    ['Gender', client.gender],
    ['Attorney', attorney],
    ['Questionnaire', client.completed ? `Completed on ${client.completed}` : 'Not completed'],
    ['Report date', date],
  ];
  return [heading1(ReportTexts.clientFacts), table(['Fact', 'Value'], facts.map(([name, value]) => [name, value === null ? NONE : String(value)]))];
}

function page({ title, answers }: { title: string; answers: QuestionAnswer[] }): FileChild[] {
  return [heading1(title), ...answers.flatMap(({ question, answer }) => [questionParagraph(question), ...answerParagraphs(answer)])];
}

function screens(list: ReportScreen[]): FileChild[] {
  if (list.length === 0) return [];
  const safety = list.flatMap((screen) => screen.result.flags.filter((flag) => flag.key === SAFETY_FLAG).map((flag) => ({ screen, flag })));
  return [
    heading1(ReportTexts.screens),
    ...safety.map(({ screen, flag }) => safetyParagraph(`${ReportTexts.safetyFlag}: ${screen.instrument}: ${flag.label}`)),
    new Paragraph({ children: [new TextRun({ text: ReportTexts.notADiagnosis, italics: true })] }),
    heading2(ReportTexts.summary),
    table(
      ['Screen', 'Score', 'Band', 'Positive', 'Cut-off'],
      list.map(({ instrument, result }) => [instrument, scoreText(result), result.band?.label ?? NONE, positiveText(result), result.cutOff ?? NONE]),
    ),
    ...list.flatMap(screen),
  ];
}

function screen({ title, instrument, citation, licence, sourceUrl, note, notOfferedIn, items, result }: ReportScreen): FileChild[] {
  const scored = [
    `Score: ${scoreText(result)}${result.band ? ` (${result.band.label})` : ''}`,
    ...(result.band?.note ? [result.band.note] : []),
    ...(result.positive !== null ? [`Positive: ${positiveText(result)}${result.cutOff ? ` (${result.cutOff})` : ''}`] : []),
    ...result.subScores.map((sub) => `${sub.label}: ${sub.score ?? ReportTexts.incomplete}`),
    ...result.criteria.map((criterion) => `${criterion.label}: ${criterion.met === null ? 'Unknown' : criterion.met ? 'Met' : 'Not met'}`),
    ...(result.complete ? [] : [`${ReportTexts.incomplete}: ${result.missingItems.length} item(s) without an answer`]),
  ];
  const why = notOfferedIn ? [result.notTaken ? ReportTexts.notTakenWhy(notOfferedIn) : ReportTexts.answeredInEnglish(notOfferedIn)] : [];
  // A screen not taken has nothing scored to show, only why.
  const facts = [...why, ...(result.notTaken ? [] : scored), ...(note ? [note] : [])];
  return [
    heading2(title.includes(instrument) ? title : `${title} (${instrument})`),
    ...result.flags.map((flag) => (flag.key === SAFETY_FLAG ? safetyParagraph(`${ReportTexts.safetyFlag}: ${flag.label}`) : new Paragraph({ children: [new TextRun({ text: `Flag: ${flag.label}`, bold: true })] }))),
    ...facts.map((text) => new Paragraph({ text })),
    ...items.flatMap(({ question, answer }) => [questionParagraph(question), ...(answer ? answerParagraphs(answer) : [new Paragraph({ children: [new TextRun({ text: ReportTexts.notAnswered, italics: true })] })])]),
    new Paragraph({ children: [new TextRun({ text: 'Source: ', bold: true }), new TextRun(citation)] }),
    new Paragraph({ children: [new TextRun({ text: 'Licence: ', bold: true }), new TextRun(licence), ...(sourceUrl ? [new TextRun(` (${sourceUrl})`)] : [])] }),
  ];
}

function letters(list: ReportLetter[]): FileChild[] {
  if (list.length === 0) return [];
  return [new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, text: ReportTexts.letters }), ...list.flatMap((letter) => [heading2(supporterHeading(letter)), ...letterBody(letter)])];
}

const scoreText = (result: ScreenScore) => (result.notTaken ? ReportTexts.notTaken : !result.complete ? ReportTexts.incomplete : result.total === null ? NONE : String(result.total));
const positiveText = (result: ScreenScore) => (result.notTaken ? NONE : !result.complete ? ReportTexts.incomplete : result.positive === null ? NONE : result.positive ? 'Yes' : 'No');

const heading1 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text });
const heading2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, text });
const questionParagraph = (question: string) => new Paragraph({ keepNext: true, spacing: { before: 160, after: 60 }, children: [new TextRun({ text: question, bold: true })] });
const safetyParagraph = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true, color: SAFETY_COLOUR, size: 24 })] });

function answerParagraphs(answer: ReportAnswer): Paragraph[] {
  switch (answer.kind) {
    case 'list':
      return answer.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case 'file':
      return [new Paragraph({ children: [new TextRun({ text: 'File: ', italics: true }), new TextRun(answer.name)] })];
    case 'text': {
      const lines = answer.text.split(/\r?\n/).map((line) => new Paragraph({ text: line }));
      return answer.languageNote ? [...lines, new Paragraph({ children: [new TextRun({ text: `(${answer.languageNote})`, italics: true })] })] : lines;
    }
  }
}

function table(header: string[], rows: string[][]): Table {
  const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }), ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) }))],
  });
}
