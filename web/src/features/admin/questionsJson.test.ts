import { lineOfPath, parseJson, problemsOfSubErrors } from './questionsJson';

const questions = `[
  {
    "key": "story",
    "label": "Your story",
    "questionType": "Textarea"
  },
  {
    "key": "story",
    "label": "Again",
    "questionType": "SelectList"
  }
]`;

describe("the template editor's questions JSON", () => {
  it('reads valid JSON', () => {
    expect(parseJson('[{"key": "a"}]')).toEqual({ value: [{ key: 'a' }], problems: [] });
  });

  it('tells the line of each syntax error', () => {
    expect(parseJson('[\n  {"key": "a"},\n  {"key" "b"}\n]').problems).toEqual([{ line: 3, text: 'A colon is missing' }]);
    expect(parseJson('[\n  {"key": "a"},\n]').problems).toEqual([{ line: 3, text: 'A value is missing' }]);
  });

  it('tells the line of a path, or of the nearest part of it that is written', () => {
    expect(lineOfPath(questions, [1, 'key'])).toBe(8);
    expect(lineOfPath(questions, [1, 'options'])).toBe(7);
    expect(lineOfPath(questions, [])).toBe(1);
  });

  it("puts the server's SubErrors at their lines, and keeps the others as they are", () => {
    expect(problemsOfSubErrors(questions, ['questions.1.key: Keys must be unique', 'title: Required'])).toEqual([
      { line: 8, text: '1.key: Keys must be unique' },
      { line: null, text: 'title: Required' },
    ]);
  });

  it('puts the SubErrors of another part of the request (the Spanish texts) at their lines in its own JSON', () => {
    const spanish = '{\n  "title": "Su familia",\n  "questions": {\n    "age": { "label": "Edad" }\n  }\n}';
    expect(problemsOfSubErrors(spanish, ['translations.es.questions.age: "age" is not a question of this template'], 'translations.es')).toEqual([
      { line: 4, text: 'questions.age: "age" is not a question of this template' },
    ]);
  });
});
