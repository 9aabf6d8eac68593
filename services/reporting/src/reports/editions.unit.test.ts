import { ReportSectionKeys } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { answersIn, CONTACT_LEFT_OUT, CourtOmissions, criteriaIn, omissionOf, OmissionReasons, SCREENS, sectionsOf } from './editions.js';

const court = (pageKey: string, questionKey: string, scored = false) => omissionOf('court', { pageKey, questionKey }, scored);

describe("the court edition's omissions", () => {
  it('name only pages and questions of the seeded questionnaire, each rule with its reason', () => {
    const pages = new Map(DEFAULT_TEMPLATES.map((template) => [template.key, new Set(template.questions.map((question) => question.key))]));
    const unknown = CourtOmissions.flatMap(({ page, questions }) =>
      page === SCREENS || questions === 'all' ? [] : questions.filter((key) => !pages.get(page)?.has(key)).map((key) => `${page}.${key}`),
    );
    expect(unknown).toEqual([]);
    for (const { why } of CourtOmissions) expect(OmissionReasons[why]).toMatch(/\.$/);
  });

  it("leave out the client's account of the case, and what the client wrote to the lawyer", () => {
    expect(court('CurrentCase', 'chargesUnderstood')).toBe('offence');
    expect(court('CurrentCase', 'questionsForLawyer')).toBe('forTheLawyer');
    expect(court('CurrentCase', 'caseWorries')).toBe('forTheLawyer');
    expect(court('AnythingElse', 'tellInPerson')).toBe('forTheLawyer');
    // What identifies the case stays: the caption and the client facts read it.
    for (const key of ['court', 'courtSystem', 'caseNumber', 'nextCourtDate', 'custodyStatus', 'facility', 'custodySince']) expect(court('CurrentCase', key)).toBeNull();
  });

  it('leave out admissions of drug use the client was never charged with, and keep alcohol, its harm, treatment and past arrests', () => {
    for (const key of ['substancesUsed', 'marijuanaFirstAge', 'cocaineLastUse', 'heroinFirstAge', 'otherSubstance', 'injected', 'overdose', 'substanceUseMore']) {
      expect({ key, why: court('SubstanceUse', key) }).toEqual({ key, why: 'uncharged' });
    }
    for (const key of ['alcoholFirstAge', 'alcoholLastUse', 'substanceProblems', 'longestSober', 'substanceTreatment', 'substanceTreatmentWhere', 'wantsTreatment']) {
      expect({ key, why: court('SubstanceUse', key) }).toEqual({ key, why: null });
    }
    expect(court('CriminalHistory', 'arrest_1_charge')).toBeNull();
  });

  it("leave out anyone's contact details: the client's, the emergency contact's, the supporters'", () => {
    for (const key of ['phone', 'email', 'mailingAddress', 'mailingZip', 'emergencyContactName', 'emergencyContactPhone']) expect(court('AboutYou', key)).toBe('contact');
    expect(court('LettersOfSupport', 'supporter1Email')).toBe('contact');
    expect(court('LettersOfSupport', 'supporter8Phone')).toBe('contact');
    expect(court('LettersOfSupport', 'supporter1FirstName')).toBeNull();
    expect(court('AnythingElse', 'otherPeople')).toBe('contact');
    expect(court('AboutYou', 'firstName')).toBeNull();
  });

  it("leave out every screen's items, whatever the page's key, and nothing of a page that is not a screen by its key alone", () => {
    expect(court('PHQ9', 'phq9_9', true)).toBe('screenItems');
    expect(court('SomeScreen', 'anything', true)).toBe('screenItems');
    expect(court('PHQ9', 'phq9_9', false)).toBeNull();
  });

  it('are none in the work product', () => {
    expect(omissionOf('workProduct', { pageKey: 'CurrentCase', questionKey: 'questionsForLawyer' }, false)).toBeNull();
    expect(omissionOf('workProduct', { pageKey: 'PHQ9', questionKey: 'phq9_9' }, true)).toBeNull();
  });
});

describe("a screen's criteria as an edition prints them", () => {
  const taps = [{ key: 'tobacco' }, { key: 'alcohol' }, { key: 'illicitDrugs' }, { key: 'prescriptionMedications' }];

  it("leave out, in the court edition, the TAPS-1's criteria that say a drug other than alcohol or tobacco was used", () => {
    expect(criteriaIn('court', 'TAPS-1', taps)).toEqual([{ key: 'tobacco' }, { key: 'alcohol' }]);
    expect(criteriaIn('workProduct', 'TAPS-1', taps)).toEqual(taps);
    expect(criteriaIn('court', 'PCL-5', [{ key: 'illicitDrugs' }])).toEqual([{ key: 'illicitDrugs' }]);
  });
});

describe('the answers as an edition reads them', () => {
  it('leave out, in the court edition, a phone number or an email address written in any answer', () => {
    const answers = {
      otherPeople: 'Keisha Brooks, my sister, 614-555-0142. Gary at (614) 555 0187 or gary.lindqvist@example.com.',
      story: 'I worked 12 years, 2011 to 2023.',
      none: null,
    };
    expect(answersIn('court', answers)).toEqual({
      otherPeople: `Keisha Brooks, my sister, ${CONTACT_LEFT_OUT}. Gary at ${CONTACT_LEFT_OUT} or ${CONTACT_LEFT_OUT}.`,
      story: 'I worked 12 years, 2011 to 2023.',
      none: null,
    });
    expect(answersIn('workProduct', answers)).toBe(answers);
  });
});

describe("an edition's sections", () => {
  it('are every section by default, the court edition without records and people or the screens’ items', () => {
    expect([...sectionsOf('workProduct')]).toEqual([...ReportSectionKeys]);
    expect([...sectionsOf('court')]).toEqual(['atAGlance', 'chronology', 'family', 'clientFacts', 'screens', 'answers', 'letters']);
  });

  it('are those chosen, in the report’s order, never a work-product section in the court edition', () => {
    expect([...sectionsOf('workProduct', ['answers', 'recordsAndPeople'])]).toEqual(['recordsAndPeople', 'answers']);
    expect([...sectionsOf('court', ['screenItems', 'screens', 'recordsAndPeople'])]).toEqual(['screens']);
  });
});
