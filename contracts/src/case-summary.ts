import { z } from 'zod';

/**
 * The client view's Summary tab (issue 34, item 10): `GET /api/form/{id}/summary` answers what the
 * Mitigation Report's first pages say (the at-a-glance page and the life chronology with its timeline),
 * made by reporting from the same answers, every statement with the answers it rests on.
 */

/** The answer a statement rests on: its page (key and title) and question (key and text). */
export const SummarySource = z.object({ pageKey: z.string(), page: z.string(), questionKey: z.string(), question: z.string() });
export type SummarySource = z.infer<typeof SummarySource>;

/** A statement about the client and the answers it rests on. */
export const SummaryFact = z.object({ text: z.string(), sources: z.array(SummarySource) });

/** A date of the client's life as the answers give it: a day, a month or a year; `approximate` when turned from an age. */
const LifeDate = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
  approximate: z.boolean().optional(),
});

export const ChronologyLanes = ['home', 'school', 'work', 'health', 'substance', 'justice'] as const;
export type ChronologyLane = (typeof ChronologyLanes)[number];
/** How the report and the client view name each lane. */
export const ChronologyLaneTitles: Record<ChronologyLane, string> = {
  home: 'Home and family',
  school: 'School',
  work: 'Work',
  health: 'Health and injuries',
  substance: 'Substance use',
  justice: 'Justice',
};

export const SummaryChronologyEntry = z.object({
  when: LifeDate,
  /** A period's end, or 'present'. */
  until: z.union([LifeDate, z.literal('present')]).optional(),
  /** The client's age then, where the answers tell it. */
  age: z.number().int().optional(),
  lane: z.enum(ChronologyLanes),
  /** The date as the report writes it: "June 5, 1990", "about 1997", "March 1, 2011 to October 1, 2023". */
  date: z.string(),
  text: z.string(),
  /** A few words, as the timeline writes them. */
  label: z.string(),
  sources: z.array(SummarySource),
});
export type SummaryChronologyEntry = z.infer<typeof SummaryChronologyEntry>;

export const CaseSummary = z.object({
  atAGlance: z.object({
    /** What needs the attorney's action now, each with what to do. */
    redFlags: z.array(z.object({ title: z.string(), facts: z.array(SummaryFact), action: z.string() })),
    themes: z.array(z.object({ title: z.string(), facts: z.array(SummaryFact) })),
    evaluations: z.array(z.object({ title: z.string(), facts: z.array(SummaryFact) })),
    followUps: z.array(z.object({ kind: z.enum(['inconsistency', 'gap']), text: z.string(), sources: z.array(SummarySource) })),
  }),
  /** Every dated line of the client's life, in order. */
  chronology: z.array(SummaryChronologyEntry),
  /** The same life as a picture, the report's (SVG, sized in points for a Letter page's text width); null when no answer gives a date. */
  timelineSvg: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof CaseSummary>;
