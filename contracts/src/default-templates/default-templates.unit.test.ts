import { DEFAULT_TEMPLATES } from './index.js';

/** The titles that occur more than once in `titles`. */
const repeated = (titles: string[]) => titles.filter((title, at) => titles.indexOf(title) !== at);

describe('the default templates', () => {
  it('give each page its own title, in English and in Spanish (a client with every screen added tells them apart)', () => {
    expect(repeated(DEFAULT_TEMPLATES.map((template) => template.title))).toEqual([]);
    expect(repeated(DEFAULT_TEMPLATES.flatMap((template) => template.translations?.es?.title ?? []))).toEqual([]);
  });
});
