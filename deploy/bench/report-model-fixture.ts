import { createHash } from 'node:crypto';
import type { FormPage } from '@app/contracts';
import { reportModelOf } from '@app/reporting/report-building';
import { DEFAULT_TEMPLATES, fullAnswers } from '@app/contracts/default-templates';

const LETTERS = 5;
const LETTER_PARAGRAPH =
  'I have known Rosalind for twelve years, since we worked together at the hospital laundry. She is the person everyone calls when something goes wrong, and she has never once let me down.';

/** Every seeded page and all 13 screens answered as fully as the conditions allow, and five signed letters of support. */
export function fullyAnsweredForm(): Parameters<typeof reportModelOf>[0] {
  const pages: FormPage[] = [...DEFAULT_TEMPLATES].map((template, index) => ({
    pageId: `page-${index}`,
    answerSetId: `answers-${index}`,
    displayWeight: template.defaultWeight,
    templateVersion: 1,
    template: {
      ...template,
      templateId: `template-${index}`,
      description: template.description ?? null,
      scoring: template.scoring ?? null,
      instrument: template.instrument ?? null,
    },
  }));
  return {
    form: { pages, status: 'Completed', completed: new Date() },
    client: { first_name: 'Rosalind', last_name: 'Achterberg', subscriber_display_name: 'Atticus Finch' },
    answerSets: pages.map((page) => ({ page_id: page.pageId, answers: fullAnswers(page.template.questions), language: 'en' as const })),
    letters: Array.from({ length: LETTERS }, (_, index) => ({
      supporterName: `Supporter ${index + 1}`,
      clientRelationship: 'Friend',
      text: Array.from({ length: 6 }, () => LETTER_PARAGRAPH).join('\n'),
      signatureName: `Supporter ${index + 1}`,
      signedAt: new Date().toISOString(),
      textSha256: createHash('sha256').update(LETTER_PARAGRAPH).digest('hex'),
    })),
    date: new Date().toISOString().slice(0, 10),
  };
}
