import { counted, paragraph, type Composer } from './compose.js';
import type { NarrativeParagraph } from '../narrative.js';

/** Birth and early childhood: where and when, who raised the client, left alone, the memories they chose. */
export function earlyChildhood(c: Composer): NarrativeParagraph[] {
  const born = c.answer('AboutYou', 'dateOfBirth');
  const city = c.answer('AboutYou', 'birthCity');
  const state = c.answer('AboutYou', 'birthState');
  const place = [city?.value, state?.value].filter(Boolean).join(', ');
  const birth =
    born && place
      ? c.sentence(`${c.name} was born on ${c.date(born)}, in ${place}`, born, ...(city ? [city] : []), ...(state ? [state] : []))
      : born
        ? c.sentence(`${c.name} was born on ${c.date(born)}`, born)
        : place
          ? c.sentence(`${c.name} was born in ${place}`, ...(city ? [city] : []), ...(state ? [state] : []))
          : undefined;
  const language = c.answer('AboutYou', 'firstLanguage');
  const nickname = c.answer('AboutYou', 'otherNames');
  const raisedBy = c.answer('ChildhoodAndHome', 'raisedBy');
  const leftAloneAge = c.answer('ChildhoodAndHome', 'leftAloneAge');
  return [
    ...paragraph(
      birth,
      c.is('AboutYou', 'bornInUs', 'No')
        ? c.sentence(`${c.He} came to this country at the age of ${c.value('AboutYou', 'ageCameToUs')}`, c.answer('AboutYou', 'bornInUs'), c.answer('AboutYou', 'ageCameToUs'))
        : undefined,
      language ? c.sentence(`The language ${c.he} ${c.v('speak')} best is ${language.value}`, language) : undefined,
      c.quote(`Asked about other names, ${c.he} ${c.v('write')},`, nickname),
    ),
    ...paragraph(
      c.people(raisedBy) ? c.sentence(`Asked who raised ${c.him}, ${c.he} named ${c.people(raisedBy)}`, raisedBy) : undefined,
      c.is('ChildhoodAndHome', 'leftAlone', 'Yes') && leftAloneAge
        ? c.sentence(`${c.He} ${c.v('report')} being left alone without an adult from the age of ${leftAloneAge.value}`, c.answer('ChildhoodAndHome', 'leftAlone'), leftAloneAge)
        : undefined,
    ),
    ...paragraph(
      c.quote(`Of a happy memory, ${c.byName('write')},`, c.answer('ChildhoodAndHome', 'happyMemory')),
      c.quote(`Of the hardest part of growing up, ${c.he} ${c.v('write')},`, c.answer('ChildhoodAndHome', 'hardestPart')),
      c.quote(`Of the rest of ${c.his} childhood, ${c.he} ${c.v('add')},`, c.answer('ChildhoodAndHome', 'childhoodMore')),
    ),
  ];
}

/** Family: each parent, caregivers, what the parents suffered and did, the brothers and sisters. */
export function family(c: Composer): NarrativeParagraph[] {
  const parent = (who: 'mother' | 'father') => {
    const name = c.answer('FamilyOfOrigin', `${who}Name`);
    const work = c.answer('FamilyOfOrigin', `${who}Work`);
    const alive = c.answer('FamilyOfOrigin', `${who}Alive`);
    return paragraph(
      name ? c.sentence(`${c.His} ${who} is ${name.value}`, name) : undefined,
      c.quote(`Of ${c.his} ${who}'s work, ${c.he} ${c.v('write')},`, work),
      alive?.value === 'No' ? c.sentence(`${c.His} ${who} has died`, alive) : undefined,
      c.quote(`Of ${c.his} ${who}, ${c.byName('write')},`, c.answer('FamilyOfOrigin', `${who}More`)),
    );
  };
  const split = c.answer('FamilyOfOrigin', 'parentsSplitAge');
  const caregivers = c.answer('FamilyOfOrigin', 'otherCaregiversWho');
  const drinkers = c.people(c.answer('FamilyOfOrigin', 'caregiverSubstanceUse'));
  const siblingCount = c.answer('Siblings', 'siblingCount');
  const siblings = c.record.slots('Siblings', 'sibling').flatMap((slot) => {
    const name = slot.fields.get('name');
    const relation = slot.fields.get('relation');
    const contact = slot.fields.get('contact');
    if (!name) return [];
    const died = contact?.value === 'They have died';
    return [
      c.sentence(
        `${name.value}${relation ? ` (${relation.value.charAt(0).toLowerCase()}${relation.value.slice(1)})` : ''} ${died ? 'has died' : contact ? `is in touch with ${c.him} ${contact.value.toLowerCase() === 'often' ? 'often' : contact.value.toLowerCase() === 'sometimes' ? 'sometimes' : `(“${contact.value}”)`}` : 'is one of them'}`,
        name,
        ...(relation ? [relation] : []),
        ...(contact ? [contact] : []),
      ),
    ];
  });
  return [
    ...parent('mother'),
    ...parent('father'),
    ...paragraph(
      c.is('FamilyOfOrigin', 'parentsTogether', 'They split up') && split
        ? c.sentence(`${c.His} parents split up when ${c.he} ${c.was} ${split.value}`, c.answer('FamilyOfOrigin', 'parentsTogether'), split)
        : undefined,
      c.quote(`Of the others who cared for ${c.him}, ${c.he} ${c.v('write')},`, caregivers),
      drinkers ? c.sentence(`Among the caregivers who drank or used drugs, ${c.he} ${c.v('name')} ${drinkers}`, c.answer('FamilyOfOrigin', 'caregiverSubstanceUse')) : undefined,
      c.said(c.answer('FamilyOfOrigin', 'caregiverSubstanceUseMore')),
      c.said(c.answer('FamilyOfOrigin', 'caregiverMentalIllnessMore')),
      c.said(c.answer('FamilyOfOrigin', 'caregiverIncarcerationMore')),
      c.quote(`Of violence at home, ${c.he} ${c.v('write')},`, c.answer('FamilyOfOrigin', 'homeViolenceMore')),
    ),
    ...paragraph(
      siblingCount ? c.sentence(`${c.byName('report')} ${counted(siblingCount.value)} brothers and sisters`, siblingCount) : undefined,
      ...siblings,
      c.quote(`Of them, ${c.he} ${c.v('write')},`, c.answer('Siblings', 'siblingsMore')),
      c.quote(`Of ${c.his} wider family, ${c.he} ${c.v('add')},`, c.answer('FamilyOfOrigin', 'familyMore')),
    ),
  ];
}

/** Home and neighborhood: where the client grew up, moves, homelessness, hunger, the neighborhood, homes as an adult. */
export function home(c: Composer): NarrativeParagraph[] {
  const homelessAge = c.answer('ChildhoodAndHome', 'childHomelessAge');
  const without = c.answer('ChildhoodAndHome', 'wentWithout');
  const hungry = c.answer('ChildhoodAndHome', 'wentHungry');
  const leftHome = c.answer('ChildhoodAndHome', 'leftHomeAge');
  // Who lived there: "with" the people named; a client who lived alone says so in his words (“By myself, the kids on weekends.”).
  const livedWith = (value: string) =>
    /^(by myself|myself|alone|on my own|just me|nobody|no one)\b/i.test(value)
      ? `, on ${c.his} own: “${value}”`
      : `, with ${value.charAt(0).toLowerCase() === value.charAt(0) ? value : `“${value}”`}`;
  // The questionnaire asks for the latest home first: the history tells them in life order (by when each began, when
  // every one says), a home with no end the home still.
  const slots = c.record.slots('Housing', 'home');
  const since = (slot: (typeof slots)[number]) => slot.fields.get('from')?.value ?? '';
  const homes = (slots.every(since) ? [...slots].sort((a, b) => since(a).localeCompare(since(b))) : [...slots].reverse()).flatMap((slot) => {
    const place = slot.fields.get('place');
    const from = slot.fields.get('from');
    const to = slot.fields.get('to');
    const withWhom = slot.fields.get('livedWith');
    if (!place) return [];
    const where =
      from && !to ? `${c.has} lived in ${place.value} since ${c.month(from)}` : `lived in ${place.value}${from && to ? ` from ${c.month(from)} to ${c.month(to)}` : ''}`;
    return [c.sentence(`${c.He} ${where}${withWhom ? livedWith(withWhom.value) : ''}`, place, ...[from, to, withWhom].filter((a) => a !== undefined))];
  });
  const unsafe = c.is('ChildhoodAndHome', 'neighborhoodSafe', 'No');
  return [
    ...paragraph(
      c.quote(`Of where ${c.he} grew up, ${c.byName('write')},`, c.answer('ChildhoodAndHome', 'grewUpWhere')),
      c.sentence(`${c.His} family moved ${c.value('ChildhoodAndHome', 'timesMoved')} while ${c.he} ${c.was} growing up`, c.answer('ChildhoodAndHome', 'timesMoved')),
      c.is('ChildhoodAndHome', 'childHomeless', 'Yes') && homelessAge
        ? c.sentence(`${c.He} ${c.was} homeless as a child at the age of ${homelessAge.value}`, c.answer('ChildhoodAndHome', 'childHomeless'), homelessAge)
        : undefined,
      c.quote(`Of how long, ${c.he} ${c.v('write')},`, c.answer('ChildhoodAndHome', 'childHomelessHowLong')),
      hungry ? c.sentence(`Asked how often ${c.he} went hungry as a child, ${c.he} answered “${hungry.value}”`, hungry) : undefined,
      c.options(without) ? c.sentence(`As a child ${c.he} went without ${c.options(without)}`, without) : undefined,
      c.quote(`Of the time child services came, ${c.he} ${c.v('write')},`, c.answer('ChildhoodAndHome', 'childServicesMore')),
    ),
    ...paragraph(
      unsafe ? c.sentence(`${c.He} ${c.v('describe')} the neighborhood ${c.he} grew up in as unsafe`, c.answer('ChildhoodAndHome', 'neighborhoodSafe')) : undefined,
      c.is('ChildhoodAndHome', 'neighborhoodViolence', 'Yes')
        ? c.sentence(`There was violence in the neighborhood`, c.answer('ChildhoodAndHome', 'neighborhoodViolence'))
        : undefined,
      c.is('ChildhoodAndHome', 'gangsNearby', 'Yes') ? c.sentence(`There were gangs nearby`, c.answer('ChildhoodAndHome', 'gangsNearby')) : undefined,
      leftHome ? c.sentence(`${c.He} left home at ${leftHome.value}`, leftHome) : undefined,
      c.quote(`Of why ${c.he} left, ${c.he} ${c.v('write')},`, c.answer('ChildhoodAndHome', 'leftHomeWhy')),
    ),
    ...paragraph(
      ...homes,
      c.is('Housing', 'adultHomeless', 'Yes') ? c.quote(`As an adult ${c.he} ${c.was} homeless again:`, c.answer('Housing', 'adultHomelessHowLong')) : undefined,
      c.is('Housing', 'evicted', 'Yes') ? c.sentence(`${c.He} ${c.has} been evicted`, c.answer('Housing', 'evicted')) : undefined,
      c.is('Housing', 'canGoBack', 'Yes') ? c.sentence(`${c.He} can go back to the home where ${c.he} lived`, c.answer('Housing', 'canGoBack')) : undefined,
    ),
  ];
}
