import type { FileChild } from 'docx';
import { letterBody, supporterHeading } from '../../supporter-letter/letter-body.js';
import type { Outline } from '../docx-parts.js';
import type { ReportLetter } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';

export function letters(list: ReportLetter[], outline: Outline): FileChild[] {
  if (list.length === 0) return [];
  return [outline.heading1(ReportTexts.letters, { pageBreakBefore: true }), ...list.flatMap((letter) => [outline.heading2(supporterHeading(letter)), ...letterBody(letter)])];
}
