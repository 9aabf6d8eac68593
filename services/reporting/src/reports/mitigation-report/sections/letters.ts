import type { FileChild } from 'docx';
import { letterBody, supporterHeading, type LetterOptions } from '../../supporter-letter/letter-body.js';
import type { Outline } from '../docx-parts.js';
import type { ReportLetter } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';

/** The appendix: each signed letter under its writer's name, as its own document prints it (the edition's contact rule, the time zone given). */
export function letters(list: ReportLetter[], outline: Outline, options: LetterOptions = { edition: 'workProduct' }): FileChild[] {
  if (list.length === 0) return [];
  return [
    outline.heading1(ReportTexts.letters, { pageBreakBefore: true }),
    ...list.flatMap((letter) => [outline.heading2(supporterHeading(letter)), ...letterBody(letter, options)]),
  ];
}
