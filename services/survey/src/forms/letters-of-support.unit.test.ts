import { CreateTemplateRequest, SUPPORTERS_TEMPLATE_KEY, TemplateLimits, type FormPage } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { templateContentOf } from '../templates/template-rules.js';
import { contactShapeProblemKeys, isLettersPage, listedSupporters } from './letters-of-support.js';

/** The seeded letters-of-support page as a form keeps it. */
const entry = DEFAULT_TEMPLATES.find((template) => template.key === SUPPORTERS_TEMPLATE_KEY)!;
const page: FormPage = {
  pageId: 'p0',
  answerSetId: 'a0',
  displayWeight: entry.defaultWeight,
  templateVersion: 1,
  template: { templateId: 't0', ...templateContentOf(CreateTemplateRequest.parse(entry)) },
};
const slot = (n: number, contact: { email?: string; phone?: string } = {}) => ({
  [`supporter${n}FirstName`]: `First${n}`,
  [`supporter${n}LastName`]: `Last${n}`,
  [`supporter${n}Relationship`]: 'Friend',
  [`supporter${n}Email`]: contact.email ?? null,
  [`supporter${n}Phone`]: contact.phone ?? null,
});

describe('the seeded letters-of-support page', () => {
  it('is a valid template, never a default, within the bounds', () => {
    expect(CreateTemplateRequest.safeParse(entry).success).toBe(true);
    expect(entry).toMatchObject({ isDefault: false, isOptional: true, stopIfOffline: false });
    expect(entry.questions.length).toBeLessThanOrEqual(TemplateLimits.questionsPerTemplate);
    expect(isLettersPage(page)).toBe(true);
  });

  it('shows slot 1 always, and slot n only while slot n - 1 shows and its add question is Yes', () => {
    const listedSlots = (answers: Record<string, string | null>) => listedSupporters(page, answers).map((supporter) => supporter.slot);
    const three = { ...slot(1, { email: 'a@x.example' }), ...slot(2, { email: 'b@x.example' }), ...slot(3, { email: 'c@x.example' }) };
    expect(listedSlots(three)).toEqual([1]);
    expect(listedSlots({ ...three, addSupporter2: 'Yes' })).toEqual([1, 2]);
    expect(listedSlots({ ...three, addSupporter2: 'Yes', addSupporter3: 'Yes' })).toEqual([1, 2, 3]);
    // Saying No to slot 2 hides slot 3 too, whatever its own question was answered before.
    expect(listedSlots({ ...three, addSupporter2: 'No', addSupporter3: 'Yes' })).toEqual([1]);
    expect(listedSlots({ ...three, addSupporter3: 'Yes' })).toEqual([1]);
    const all = Object.assign({}, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ ...slot(n, { phone: '555-010-0199' }), [`addSupporter${n}`]: 'Yes' })));
    expect(listedSlots(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('contactShapeProblemKeys', () => {
  it("names the contact question of a started slot not in its shape (a missing contact is contracts' missingAnswers)", () => {
    expect(contactShapeProblemKeys(page, slot(1)).size).toBe(0);
    expect([...contactShapeProblemKeys(page, slot(1, { email: 'not-an-address' }))]).toEqual(['supporter1Email']);
    expect([...contactShapeProblemKeys(page, slot(1, { phone: '5550100199' }))]).toEqual(['supporter1Phone']);
    expect([...contactShapeProblemKeys(page, slot(1, { email: 'ok@x.example', phone: '(555) 010-0199' }))]).toEqual(['supporter1Phone']);
    expect([...contactShapeProblemKeys(page, { ...slot(1, { phone: '555-010-0199' }), addSupporter2: 'Yes', ...slot(2, { email: 'x@' }) })]).toEqual(['supporter2Email']);
    expect([...contactShapeProblemKeys(page, { supporter1Email: 'x@' })]).toEqual(['supporter1Email']);
  });

  it('takes an email or a phone number alone, and ignores hidden slots', () => {
    expect(contactShapeProblemKeys(page, slot(1, { email: 'ok@x.example' })).size).toBe(0);
    expect(contactShapeProblemKeys(page, slot(1, { phone: '555-010-0199' })).size).toBe(0);
    expect(contactShapeProblemKeys(page, { ...slot(1, { phone: '555-010-0199' }), addSupporter2: 'No', ...slot(2, { email: 'x@' }) }).size).toBe(0);
  });
});

describe('listedSupporters', () => {
  it('lists shown slots with names and a contact: trimmed, email lower-cased, a blank contact as null', () => {
    const answers = { ...slot(1, { email: ' Ann.Smith@Example.COM ', phone: '  ' }), addSupporter2: 'Yes', ...slot(2, { phone: '555-010-0199' }), supporter2FirstName: ' Bob ' };
    expect(listedSupporters(page, answers)).toEqual([
      { slot: 1, firstName: 'First1', lastName: 'Last1', clientRelationship: 'Friend', email: 'ann.smith@example.com', phoneNumber: null },
      { slot: 2, firstName: 'Bob', lastName: 'Last2', clientRelationship: 'Friend', email: null, phoneNumber: '555-010-0199' },
    ]);
  });

  it('leaves out a shown slot without both names or without a contact', () => {
    expect(listedSupporters(page, { ...slot(1, { email: 'a@x.example' }), supporter1LastName: ' ' })).toEqual([]);
    expect(listedSupporters(page, slot(1))).toEqual([]);
    expect(listedSupporters(page, {})).toEqual([]);
  });
});
