import { inList, paragraph, type Composer } from './compose.js';
import type { NarrativeParagraph } from '../narrative.js';

/** Physical health and injuries: health now, conditions, medicines, hospital stays, each injury, head injuries. */
export function physicalHealth(c: Composer): NarrativeParagraph[] {
  const overall = c.answer('PhysicalHealth', 'overallHealth');
  const conditions = c.answer('PhysicalHealth', 'healthConditions');
  const injuries = c.record.slots('PhysicalHealth', 'injury').flatMap((slot) => {
    const what = slot.fields.get('what');
    const age = slot.fields.get('age');
    const lasting = slot.fields.get('lasting');
    if (!what) return [];
    return [
      c.sentence(`${age ? `At ${age.value}` : 'Once'}, ${c.he} ${c.was} injured: “${what.value.replace(/\s+/g, ' ').trim()}”`, what, ...(age ? [age] : [])),
      lasting && lasting.value !== 'No' ? c.quote(`What lasts of it, in ${c.his} words:`, lasting) : undefined,
    ];
  });
  const count = c.answer('HeadInjuries', 'headInjuryCount');
  const problems = c.answer('HeadInjuries', 'headInjuryProblems');
  return [
    ...paragraph(
      overall ? c.sentence(`${c.byName('describe')} ${c.his} health as ${overall.value.toLowerCase()}`, overall) : undefined,
      c.options(conditions) ? c.sentence(`Among ${c.his} health conditions, ${c.he} named ${c.options(conditions)}`, conditions) : undefined,
      c.quote(`${c.His} doctor or clinic:`, c.answer('PhysicalHealth', 'doctor')),
      c.quote(`Of ${c.his} medicines, ${c.he} ${c.v('write')},`, c.answer('PhysicalHealth', 'medicines')),
      c.quote(`Of hospital stays, ${c.he} ${c.v('write')},`, c.answer('PhysicalHealth', 'hospitalStaysMore')),
    ),
    ...paragraph(...injuries),
    ...paragraph(
      c.is('HeadInjuries', 'knockedOut', 'Yes') ? c.sentence(`${c.He} ${c.has} been knocked out by a blow to the head`, c.answer('HeadInjuries', 'knockedOut')) : undefined,
      count ? c.sentence(`Asked how many head injuries ${c.he} ${c.has} had, ${c.he} answered “${count.value}”`, count) : undefined,
      c.options(problems) ? c.sentence(`Since then ${c.he} ${c.v('report')} ${c.options(problems)}`, problems) : undefined,
      c.quote(`${c.He} ${c.v('describe')} them this way:`, c.answer('HeadInjuries', 'headInjuryMore')),
    ),
  ];
}

/** Mental health: care and when it began, where, medicines, a hospital stay, suicide, how the client feels now. */
export function mentalHealth(c: Composer): NarrativeParagraph[] {
  const firstAge = c.answer('MentalHealth', 'mentalHealthFirstAge');
  const diagnoses = c.answer('MentalHealth', 'mentalHealthDiagnoses');
  const attemptAge = c.answer('MentalHealth', 'suicideAttemptAge');
  const feelings = c.answer('MentalHealth', 'recentFeelings');
  const inCustody = c.answer('MentalHealth', 'mentalHealthCareInCustody');
  return [
    ...paragraph(
      c.is('MentalHealth', 'mentalHealthCare', 'Yes') && firstAge
        ? c.sentence(`${c.name} first had mental health care at ${firstAge.value}`, c.answer('MentalHealth', 'mentalHealthCare'), firstAge)
        : undefined,
      c.options(diagnoses) ? c.sentence(`${c.He} ${c.v('report')} having been told of ${c.options(diagnoses)}`, diagnoses) : undefined,
      c.quote(`Of where ${c.he} was seen, ${c.he} ${c.v('write')},`, c.answer('MentalHealth', 'mentalHealthProviders')),
      c.quote(`Of medicines, ${c.he} ${c.v('write')},`, c.answer('MentalHealth', 'mentalHealthMedicineWhich')),
      c.quote(`Of time in a hospital, ${c.he} ${c.v('write')},`, c.answer('MentalHealth', 'mentalHealthHospitalWhere')),
    ),
    ...paragraph(
      c.is('MentalHealth', 'suicideAttempt', 'Yes') && attemptAge
        ? c.sentence(`${c.He} tried to take ${c.his} own life at ${attemptAge.value}`, c.answer('MentalHealth', 'suicideAttempt'), attemptAge)
        : undefined,
      c.is('MentalHealth', 'suicideThoughtsRecent', 'Yes')
        ? c.sentence(`${c.He} ${c.v('report')} thoughts of suicide in the past month`, c.answer('MentalHealth', 'suicideThoughtsRecent'))
        : undefined,
      c.options(feelings) ? c.sentence(`Of the past weeks, ${c.he} named ${c.options(feelings)}`, feelings) : undefined,
      inCustody ? c.sentence(`Asked about mental health care in custody, ${c.he} answered “${inCustody.value}”`, inCustody) : undefined,
      c.said(c.answer('MentalHealth', 'mentalHealthMore')),
    ),
  ];
}

/** Substance use and treatment: first use of each substance, the harm, sobriety, treatment, wanting it. */
export function substanceUse(c: Composer): NarrativeParagraph[] {
  const firstUse = (key: string, what: string) => {
    const age = c.answer('SubstanceUse', `${key}FirstAge`);
    return age ? { text: `${what} at ${age.value}`, age } : undefined;
  };
  const alcohol = firstUse('alcohol', 'alcohol');
  // The other drugs in one sentence (the court edition leaves out what they cite: alcohol stays on its own).
  const drugs = [
    firstUse('marijuana', 'marijuana'),
    firstUse('cocaine', 'cocaine or crack'),
    firstUse('painPills', `pain pills not prescribed to ${c.him}`),
    firstUse('heroin', 'heroin or fentanyl'),
    firstUse('meth', 'meth'),
  ].filter((use) => use !== undefined);
  const problems = c.answer('SubstanceUse', 'substanceProblems');
  const sober = c.answer('SubstanceUse', 'longestSober');
  return [
    ...paragraph(
      alcohol ? c.sentence(`${c.He} first used ${alcohol.text}`, alcohol.age) : undefined,
      drugs.length > 0 ? c.sentence(`${c.He} first used ${inList(drugs.map((use) => use.text))}`, ...drugs.map((use) => use.age)) : undefined,
      c.options(problems) ? c.sentence(`${c.His} use brought ${c.options(problems)}`, problems) : undefined,
      c.said(c.answer('SubstanceUse', 'substanceUseMore')),
    ),
    ...paragraph(
      sober ? c.sentence(`${c.His} longest time sober: “${sober.value}”`, sober) : undefined,
      c.quote(`Of treatment, ${c.he} ${c.v('write')},`, c.answer('SubstanceUse', 'substanceTreatmentWhere')),
      c.is('SubstanceUse', 'wantsTreatment', 'Yes') ? c.sentence(`${c.He} ${c.v('want')} treatment now`, c.answer('SubstanceUse', 'wantsTreatment')) : undefined,
    ),
  ];
}
