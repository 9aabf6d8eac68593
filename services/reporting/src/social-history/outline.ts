/**
 * The social history's sections in the order of a life (issue 35, item 1): each with the questionnaire pages
 * whose answers bear on it (an answer belongs to the first section naming its page and question, or its page
 * alone), and the words that put a supporter's sentence in it.
 */
/** Every answer of a page no section reads by name. */
export const ANY_OTHER_PAGE = '*';

/**
 * Pages no narrative reads: the case itself (the client's account and words to the lawyer), the letters'
 * contacts, files, the screens (their scores are the report's own section), and About You's contacts.
 */
export const UNREAD_PAGES: readonly string[] = ['CurrentCase', 'LettersOfSupport', 'Documents', 'AboutYou'];

export interface SectionOutline {
  key: string;
  title: string;
  /** `Page` (every question), `Page.question`, or `*`: every answer of a page no section reads (a page the attorney added). */
  reads: readonly string[];
  /** A letter's sentence with one of these words (lower case) belongs here. */
  letterWords: readonly string[];
}

export const ThirdPersonOutline: readonly SectionOutline[] = [
  {
    key: 'earlyChildhood',
    title: 'Birth and Early Childhood',
    reads: [
      'AboutYou.dateOfBirth',
      'AboutYou.birthCity',
      'AboutYou.birthState',
      'AboutYou.bornInUs',
      'AboutYou.ageCameToUs',
      'AboutYou.firstLanguage',
      'AboutYou.otherLanguages',
      'AboutYou.otherNames',
      'ChildhoodAndHome.raisedBy',
      'ChildhoodAndHome.leftAlone',
      'ChildhoodAndHome.leftAloneAge',
      'ChildhoodAndHome.happyMemory',
      'ChildhoodAndHome.hardestPart',
      'ChildhoodAndHome.childhoodMore',
    ],
    letterWords: ['kids', 'little', 'born', 'baby', 'childhood'],
  },
  { key: 'family', title: 'Family', reads: ['FamilyOfOrigin', 'Siblings'], letterWords: ['mother', 'father', 'brother', 'sister', 'family', 'grandmother', 'raised'] },
  { key: 'home', title: 'Home and Neighborhood', reads: ['ChildhoodAndHome', 'Housing'], letterWords: ['home', 'house', 'neighborhood', 'lived', 'homeless'] },
  { key: 'school', title: 'School', reads: ['Education'], letterWords: ['school', 'teacher', 'class', 'grade', 'ged'] },
  { key: 'work', title: 'Work', reads: ['Employment'], letterWords: ['work', 'worked', 'job', 'hired', 'warehouse', 'shift', 'supervis', 'employee', 'forklift'] },
  { key: 'military', title: 'Military Service', reads: ['MilitaryService'], letterWords: ['military', 'army', 'navy', 'served', 'deployed'] },
  {
    key: 'relationships',
    title: 'Relationships and Children',
    reads: ['Relationships', 'Children'],
    letterWords: ['children', 'son', 'daughter', 'father to', 'wife', 'partner', 'child support'],
  },
  {
    key: 'physicalHealth',
    title: 'Physical Health and Injuries',
    reads: ['PhysicalHealth', 'HeadInjuries'],
    letterWords: ['hurt', 'injur', 'head', 'pallets', 'hospital', 'forgets', 'pain'],
  },
  { key: 'mentalHealth', title: 'Mental Health', reads: ['MentalHealth'], letterWords: ['depress', 'own life', 'netcare', 'counsel', 'angry', 'fell apart'] },
  { key: 'substanceUse', title: 'Substance Use and Treatment', reads: ['SubstanceUse'], letterWords: ['drink', 'sober', 'alcohol', 'drugs', 'treatment'] },
  { key: 'trauma', title: 'Trauma and Loss', reads: ['Trauma'], letterWords: ['killed', 'shot', 'died', 'death', 'beat', 'hurting'] },
  { key: 'justice', title: 'Justice History', reads: ['CriminalHistory'], letterWords: ['arrest', 'jail', 'prison', 'probation', 'court', 'released'] },
  { key: 'faith', title: 'Faith and Community', reads: ['ReligionAndCommunity'], letterWords: ['church', 'faith', 'pastor', 'god', 'coach', 'volunteer', 'community'] },
  { key: 'strengths', title: 'Strengths', reads: ['Strengths'], letterWords: ['reliable', 'love', 'proud', 'kind', 'helps', 'never missed', 'drove'] },
  {
    key: 'plans',
    title: 'Plans',
    reads: ['GoalsAndPlans', 'AnythingElse.anythingElse'],
    letterWords: ['will help', 'support him', 'support her', 'will be there', 'plan', 'future', 'whatever happens'],
  },
  { key: 'further', title: 'Further Answers', reads: [ANY_OTHER_PAGE], letterWords: [] },
];

/** The client's statement to the court, in his own words (issue 35, item 2). */
export const FirstPersonOutline: readonly SectionOutline[] = [
  {
    key: 'whoIAm',
    title: 'Who I Am',
    reads: [
      'Strengths.proudOf',
      'Strengths.goodAt',
      'Strengths.othersSay',
      'Strengths.helpedSomeone',
      'ChildhoodAndHome.happyMemory',
      'ReligionAndCommunity.faithMeaning',
      'ReligionAndCommunity.volunteeredWhat',
      'Employment.skills',
      'Relationships.closestPeople',
    ],
    letterWords: [],
  },
  {
    key: 'whatHappened',
    title: 'What Happened to Me',
    reads: [
      ANY_OTHER_PAGE,
      'ChildhoodAndHome.hardestPart',
      'ChildhoodAndHome.childServicesMore',
      'FamilyOfOrigin.fatherMore',
      'FamilyOfOrigin.motherMore',
      'FamilyOfOrigin.homeViolenceMore',
      'FamilyOfOrigin.caregiverIncarcerationMore',
      'FamilyOfOrigin.caregiverMentalIllnessMore',
      'Siblings.siblingsMore',
      'Trauma.violentLossWho',
      'Trauma.traumaMore',
      'Trauma.adultAssaultMore',
      'HeadInjuries.headInjuryMore',
      'MentalHealth.mentalHealthMore',
      'SubstanceUse.substanceUseMore',
      'CriminalHistory.criminalHistoryMore',
    ],
    letterWords: [],
  },
  {
    key: 'whatIAmDoing',
    title: 'What I Am Doing About It',
    reads: ['Strengths.goodChanges', 'SubstanceUse.substanceTreatmentWhere', 'GoalsAndPlans.goalsThisYear', 'GoalsAndPlans.goalsFiveYears', 'GoalsAndPlans.goalBarriers'],
    letterWords: [],
  },
  { key: 'whatIAsk', title: 'What I Ask', reads: ['AnythingElse.anythingElse', 'GoalsAndPlans.tellTheJudge'], letterWords: [] },
];
