import { isDeepStrictEqual } from 'node:util';
import { ConflictError, NotFoundError, type Decider } from '@app/platform';
import { evolve, initialState, type TemplateContent, type TemplateEvent, type TemplateState } from './template.js';

export type TemplateCommand =
  | { type: 'CreateTemplate'; templateId: string; source: 'admin' | 'seed'; content: TemplateContent }
  /** `concurrencyCheck`: the version the editor loaded; another version means someone saved meanwhile. */
  | { type: 'UpdateTemplate'; concurrencyCheck: number; content: TemplateContent }
  /**
   * A default at the service's start: created once; afterwards it records nothing, but for a template
   * made before the seed had what it has since, translations (issue 15), report labels or a screen's new
   * source address (issue 34): it gets them while the rest is still the seed's (an admin's edit is never
   * overwritten).
   */
  | { type: 'SeedTemplate'; templateId: string; content: TemplateContent };

const withoutReportLabel = ({ reportLabel: _reportLabel, ...question }: TemplateContent['questions'][number]) => question;

/** The seed's instrument citing the address the stored one cites (issue 34 moved two screens' off a file-sharing copy and a blog). */
function withSourceOf(seed: TemplateContent['instrument'], stored: TemplateContent['instrument']): TemplateContent['instrument'] {
  if (!seed || !stored) return seed;
  const { sourceUrl: _address, ...instrument } = seed;
  return stored.sourceUrl ? { ...instrument, sourceUrl: stored.sourceUrl } : instrument;
}

/** The subscriber titles a seed gave before, by template key: the Children page's was British ("Dependants") until US English. */
const EARLIER_SUBSCRIBER_TITLES: Readonly<Record<string, readonly string[]>> = { Children: ['Children and Dependants'] };

/** The seed's content as a template seeded before it had translations, report labels, its new source or its US title holds it (those it lacks left out). */
function seededBefore(seed: TemplateContent, stored: TemplateContent): TemplateContent {
  const hasTranslations = Object.keys(stored.translations).length > 0;
  const hasReportLabels = stored.questions.some((question) => question.reportLabel);
  return {
    ...seed,
    subscriberTitle: EARLIER_SUBSCRIBER_TITLES[seed.key]?.includes(stored.subscriberTitle) ? stored.subscriberTitle : seed.subscriberTitle,
    translations: hasTranslations ? seed.translations : {},
    questions: hasReportLabels ? seed.questions : seed.questions.map(withoutReportLabel),
    instrument: withSourceOf(seed.instrument, stored.instrument),
  };
}

export const templateNotFound = () => new NotFoundError('The template');

export function decide(command: TemplateCommand, state: TemplateState): TemplateEvent[] {
  switch (command.type) {
    case 'CreateTemplate': {
      // Ids are new UUIDs (or, for seeded templates, fixed ones created once): an existing stream is a conflict.
      if (state.status !== 'none') throw new ConflictError();
      const { templateId, source, content } = command;
      return [{ type: 'TemplateCreated', data: { templateId, ...content, source } }];
    }
    case 'UpdateTemplate': {
      if (state.status !== 'active' || !state.templateId || !state.content) throw templateNotFound();
      if (command.concurrencyCheck !== state.version) throw new ConflictError();
      // Saving without a change records nothing (the version stays).
      if (isDeepStrictEqual(command.content, state.content)) return [];
      return [{ type: 'TemplateUpdated', data: { templateId: state.templateId, ...command.content } }];
    }
    case 'SeedTemplate': {
      if (state.status === 'none') return [{ type: 'TemplateCreated', data: { templateId: command.templateId, ...command.content, source: 'seed' } }];
      if (!state.templateId || !state.content) throw templateNotFound();
      const stillAsSeeded = isDeepStrictEqual(seededBefore(command.content, state.content), state.content);
      if (!stillAsSeeded || isDeepStrictEqual(command.content, state.content)) return [];
      return [{ type: 'TemplateUpdated', data: { templateId: state.templateId, ...command.content } }];
    }
  }
}

export const templateDecider: Decider<TemplateCommand, TemplateEvent, TemplateState> = { decide, evolve, initialState };
