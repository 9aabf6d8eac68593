import { FilterSyntaxError, parseFilter } from './filter-parser.js';

describe('filter grammar', () => {
  it('parses Contains, comparisons and AND', () => {
    expect(parseFilter('lastName.Contains("O\'Brien") AND age = 42 AND created >= "2024-01-31" and status == \'Started\'')).toEqual([
      { kind: 'contains', path: 'lastName', value: "O'Brien" },
      { kind: 'compare', path: 'age', op: '=', value: 42 },
      { kind: 'compare', path: 'created', op: '>=', value: '2024-01-31' },
      { kind: 'compare', path: 'status', op: '=', value: 'Started' },
    ]);
  });

  it('reads dotted paths, null, booleans, negatives, escapes and parentheses', () => {
    expect(parseFilter('(originalForm.clientId = null) AND isOptional != true AND weight > -1.5 AND name = "a \\"b\\" c"')).toEqual([
      { kind: 'compare', path: 'originalForm.clientId', op: '=', value: null },
      { kind: 'compare', path: 'isOptional', op: '!=', value: true },
      { kind: 'compare', path: 'weight', op: '>', value: -1.5 },
      { kind: 'compare', path: 'name', op: '=', value: 'a "b" c' },
    ]);
  });

  it.each([
    ['name =', 'Expected a value'],
    ['name "x"', 'Expected an operator'],
    ['name = "x" OR age = 1', 'Expected AND'],
    ['name.Contains(5)', 'Contains needs a text value'],
    ['name = "open', 'Unterminated text value'],
    ['name = 1; DROP TABLE users', "Unexpected character ';'"],
    ['(name = "x"', "Expected ')'"],
  ])('rejects %j with a message saying what is wrong', (input, message) => {
    expect(() => parseFilter(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(input)).toThrow(message);
  });
});
