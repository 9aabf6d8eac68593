import { xmlProblem } from './docx-package.js';

describe('xmlProblem (the structural check of the report tests)', () => {
  it('passes well-formed XML', () => {
    expect(xmlProblem('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:a x="1" y=\'&amp;\'><b/><!-- c --><c>t &lt; &#60;</c></w:a>')).toBeNull();
  });

  it.each([
    ['<a><b></a></b>', '</a> closes nothing open at offset 6'],
    ['<a>', '<a> never closed'],
    ['<a/><b/>', 'a second root <b>'],
    ['<a>x & y</a>', 'bad text before offset 8'],
    ['<a x="1" x="2"/>', 'x twice in <a> at offset 0'],
    ['<a x=1/>', 'text after the root'],
    ['<r><a x=1/></r>', 'bad text before offset 11'],
    ['', 'no root element'],
  ])('finds what is wrong with %s', (xml, problem) => {
    expect(xmlProblem(xml)).toBe(problem);
  });
});
