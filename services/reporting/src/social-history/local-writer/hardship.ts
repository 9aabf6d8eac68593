import { paragraph, type Composer } from './compose.js';
import type { NarrativeParagraph } from '../narrative.js';

/** Trauma and loss: what happened, abuse as a child, losses to violence, what it left. */
export function trauma(c: Composer): NarrativeParagraph[] {
  const events = c.answer('Trauma', 'traumaEvents');
  const abuseAge = c.answer('Trauma', 'childAbuseAge');
  const abuseWho = c.answer('Trauma', 'childAbuseWho');
  const effects = c.answer('Trauma', 'traumaEffects');
  return [
    ...paragraph(
      c.happenings(events) ? c.sentence(`${c.byName('report')} that ${c.he} ${c.happenings(events)}`, events) : undefined,
      c.is('Trauma', 'childAbuse', 'Yes') && abuseAge
        ? c.sentence(
            `${c.He} ${c.was} abused as a child from the age of ${abuseAge.value}${abuseWho ? `; asked by whom, ${c.he} answered “${abuseWho.value}”` : ''}`,
            c.answer('Trauma', 'childAbuse'),
            abuseAge,
            ...(abuseWho ? [abuseWho] : []),
          )
        : undefined,
      c.quote(`Of an assault as an adult, ${c.he} ${c.v('write')},`, c.answer('Trauma', 'adultAssaultMore')),
    ),
    ...paragraph(c.quote(`Of those ${c.he} lost to violence, ${c.he} ${c.v('write')},`, c.answer('Trauma', 'violentLossWho')), c.said(c.answer('Trauma', 'traumaMore'))),
    ...paragraph(
      c.options(effects) ? c.sentence(`What it left, ${c.he} ${c.v('say')}, is ${c.options(effects)}`, effects) : undefined,
      c.is('Trauma', 'traumaCounseling', 'No') ? c.sentence(`${c.He} ${c.has} had no counseling for it`, c.answer('Trauma', 'traumaCounseling')) : undefined,
    ),
  ];
}

/** Justice history: as a juvenile, each arrest as an adult, time locked up, supervision. */
export function justice(c: Composer): NarrativeParagraph[] {
  const juvenileAge = c.answer('CriminalHistory', 'juvenileFirstAge');
  const arrests = c.record
    .slots('CriminalHistory', 'arrest')
    .reverse()
    .flatMap((slot) => {
      const year = slot.fields.get('year');
      const charge = slot.fields.get('charge');
      const outcome = slot.fields.get('outcome');
      const served = slot.fields.get('timeServed');
      if (!charge) return [];
      return [
        c.sentence(
          `${year ? `In ${year.value}` : 'Once'} ${c.he} ${c.was} charged with ${/^[A-Z][a-z]/.test(charge.value) ? charge.value.charAt(0).toLowerCase() + charge.value.slice(1) : charge.value}${outcome ? `; the outcome: ${outcome.value.toLowerCase()}` : ''}${served ? `, ${served.value} served` : ''}`,
          charge,
          ...[year, outcome, served].filter((a) => a !== undefined),
        ),
      ];
    });
  return [
    ...paragraph(
      c.is('CriminalHistory', 'juvenileArrest', 'Yes') && juvenileAge
        ? c.sentence(`${c.name} was first arrested as a juvenile at ${juvenileAge.value}`, c.answer('CriminalHistory', 'juvenileArrest'), juvenileAge)
        : undefined,
      c.quote(`Of juvenile detention, ${c.he} ${c.v('write')},`, c.answer('CriminalHistory', 'juvenileDetentionTime')),
      c.quote(`Of programs then, ${c.he} ${c.v('write')},`, c.answer('CriminalHistory', 'juvenilePrograms')),
    ),
    ...paragraph(
      ...arrests,
      c.quote(`Of time locked up, ${c.he} ${c.v('write')},`, c.answer('CriminalHistory', 'lockedUpWhere')),
      c.said(c.answer('CriminalHistory', 'criminalHistoryMore')),
    ),
  ];
}
