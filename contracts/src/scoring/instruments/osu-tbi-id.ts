import type { Condition, ScoringItem, ScoringRules } from '../scoring-rules.js';
import { all, any, countAtLeast, isYes, numberedKeys, YesNo } from './scales.js';

/**
 * OSU TBI-ID (short form). Keys:
 * - `osutbi_1` .. `osutbi_5`: the five published questions about injuries to the head or neck
 *   (hospital or emergency room; vehicle; fall, hit by something, sports; fight, shaken, shot; blast).
 * - One slot per injury, `osutbi_injury<n>_…` for n = 1 .. OSU_TBI_ID_INJURY_SLOTS, shown one at a
 *   time: `_cause` (text, not scored), `_loc` (knocked out or lost consciousness: Yes/No),
 *   `_loc_duration` (how long, when knocked out), `_dazed` (dazed or a gap in memory, when not knocked
 *   out: Yes/No), `_age` (age at the injury, a number) and `_another` (another injury? Yes/No; not on
 *   the last slot). Slot 1 is asked when any of the five questions is "Yes", slot n+1 after
 *   `_another` "Yes".
 * - `osutbi_repeated`: a period of multiple, repeated blows to the head (Yes/No).
 *
 * RECENT needs the client's current age (context `age`): without it RECENT is unknown.
 */
export const OSU_TBI_ID_INJURY_SLOTS = 6;

/** How long the client was knocked out, in the published form's words. */
const LocDuration = { '< 30 minutes': 1, '30 min - 24 hours': 2, '> 24 hours': 3 };

const questions = numberedKeys('osutbi_', 5);
const slots = Array.from({ length: OSU_TBI_ID_INJURY_SLOTS }, (_, index) => {
  const slot = `osutbi_injury${index + 1}`;
  return { loc: `${slot}_loc`, duration: `${slot}_loc_duration`, dazed: `${slot}_dazed`, age: `${slot}_age`, another: `${slot}_another` };
});

const answered = (item: string): Condition => countAtLeast([item], 0);
const slotItems = slots.flatMap((slot, index): ScoringItem[] => {
  const slotAsked = index === 0 ? countAtLeast(questions, YesNo.Yes) : isYes(slots[index - 1].another);
  const items: ScoringItem[] = [
    { key: slot.loc, values: YesNo, askedWhen: slotAsked },
    { key: slot.duration, values: LocDuration, askedWhen: isYes(slot.loc) },
    { key: slot.dazed, values: YesNo, askedWhen: { kind: 'count', items: [slot.loc], where: { below: YesNo.Yes }, atLeast: 1 } },
    { key: slot.age, values: 'number', askedWhen: answered(slot.loc) },
  ];
  return index < slots.length - 1 ? [...items, { key: slot.another, values: YesNo, askedWhen: answered(slot.loc) }] : items;
});

/** A TBI: knocked out, or dazed or a gap in memory. */
const tbiItems = slots.flatMap((slot) => [slot.loc, slot.dazed]);
const worst = countAtLeast(
  slots.map((slot) => slot.duration),
  LocDuration['30 min - 24 hours'],
);
const first = any(...slots.map((slot) => all(isYes(slot.loc), { kind: 'count', items: [slot.age], where: { below: 15 }, atLeast: 1 })));
const multiple = any(countAtLeast(tbiItems, YesNo.Yes, 2), isYes('osutbi_repeated'));
const recent = any(...slots.map((slot) => all(countAtLeast([slot.loc, slot.dazed], YesNo.Yes), countAtLeast([slot.age], { context: 'age' }))));

export const OsuTbiIdScoring: ScoringRules = {
  instrument: 'OSU TBI-ID',
  licence: 'Free to use unchanged (Ohio State University)',
  citation: 'Corrigan JD, Bogner J. Initial reliability and validity of the Ohio State University TBI Identification Method. J Head Trauma Rehabil. 2007;22(6):318-329.',
  note: 'An interview: best taken proctored.',
  items: [...questions.map((key) => ({ key, values: YesNo })), ...slotItems, { key: 'osutbi_repeated', values: YesNo }],
  positive: { label: 'Consider the effects of brain injury', cutOffs: [{ condition: any(worst, first, multiple, recent), label: 'Any of WORST, FIRST, MULTIPLE or RECENT' }] },
  flags: [
    { key: 'WORST', label: 'WORST: an injury with 30 minutes or more unconscious', condition: worst },
    { key: 'FIRST', label: 'FIRST: an injury with loss of consciousness before age 15', condition: first },
    { key: 'MULTIPLE', label: 'MULTIPLE: 2 or more injuries with loss of consciousness or a daze, or a period of repeated blows', condition: multiple },
    { key: 'RECENT', label: "RECENT: an injury at the client's current age (within about a year; confirm the date)", condition: recent },
  ],
};
