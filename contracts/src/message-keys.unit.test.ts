import { AnswerMessages, Messages, messageRefOf, subErrorParts, SupporterMessages } from './index.js';

describe('the message catalogue', () => {
  it('names a catalogued text by its key, in its group', () => {
    expect(messageRefOf(Messages.formCompleted)).toEqual({ key: 'formCompleted' });
    expect(messageRefOf(AnswerMessages.notAnOption)).toEqual({ key: 'answer.notAnOption' });
    expect(messageRefOf(SupporterMessages.signatureNameRequired)).toEqual({ key: 'supporter.signatureNameRequired' });
  });

  it('names a message with a number by its key and the number', () => {
    expect(messageRefOf(Messages.maxLength(4000))).toEqual({ key: 'maxLength', values: { n: 4000 } });
    expect(messageRefOf(Messages.minLength(8))).toEqual({ key: 'minLength', values: { n: 8 } });
  });

  it('names no text outside the catalogue', () => {
    expect(messageRefOf('Something the catalogue does not hold')).toBeUndefined();
    expect(messageRefOf(`${Messages.required}.`)).toBeUndefined();
  });

  it('splits a SubError into its field and message', () => {
    expect(subErrorParts(`answers.age: ${Messages.required}`)).toEqual({ field: 'answers.age', message: Messages.required });
    expect(subErrorParts('The request body is not valid JSON.')).toEqual({ field: null, message: 'The request body is not valid JSON.' });
  });
});
