import type { ConditionalQuestion } from './question-visibility.js';
import { testQuestion } from './test-questions.js';
import { selfHarmAnswerKeys } from './self-harm-answers.js';

const question = (key: string, more: Partial<ConditionalQuestion> = {}) => testQuestion(key, { questionType: 'RadioButtonList', ...more });
const phq9 = { key: 'PHQ9', questions: [question('phq9_8'), question('phq9_9')] };
const mentalHealth = {
  key: 'MentalHealth',
  questions: [
    question('suicideThoughts'),
    question('suicideThoughtsRecent', { conditionalFieldKey: 'suicideThoughts', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
  ],
};

describe('answers that say a client may be thinking of harming themselves', () => {
  it.each(['Several days', 'More than half the days', 'Nearly every day'])('PHQ-9 item 9 answered "%s" (above "Not at all")', (answer) => {
    expect(selfHarmAnswerKeys(phq9, { phq9_9: answer })).toEqual(['phq9_9']);
  });

  it('not PHQ-9 item 9 answered "Not at all", unanswered, or another item', () => {
    expect(selfHarmAnswerKeys(phq9, { phq9_9: 'Not at all' })).toEqual([]);
    expect(selfHarmAnswerKeys(phq9, {})).toEqual([]);
    expect(selfHarmAnswerKeys(phq9, { phq9_8: 'Nearly every day' })).toEqual([]);
  });

  it("Mental Health's thoughts in the past month answered Yes, while it is shown", () => {
    expect(selfHarmAnswerKeys(mentalHealth, { suicideThoughts: 'Yes', suicideThoughtsRecent: 'Yes' })).toEqual(['suicideThoughtsRecent']);
    expect(selfHarmAnswerKeys(mentalHealth, { suicideThoughts: 'Yes', suicideThoughtsRecent: 'No' })).toEqual([]);
    expect(selfHarmAnswerKeys(mentalHealth, { suicideThoughts: 'Yes', suicideThoughtsRecent: 'Prefer not to say' })).toEqual([]);
    // Left over from an earlier Yes, hidden once the first question is No.
    expect(selfHarmAnswerKeys(mentalHealth, { suicideThoughts: 'No', suicideThoughtsRecent: 'Yes' })).toEqual([]);
  });

  it('reads no other page', () => {
    expect(selfHarmAnswerKeys({ ...phq9, key: 'GAD7' }, { phq9_9: 'Nearly every day' })).toEqual([]);
  });
});
