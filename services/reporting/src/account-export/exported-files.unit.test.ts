import { FileAllowance, uniqueNames } from './exported-files.js';

describe("the export's uploads", () => {
  it('names each once in its folder, made safe, a second of a name numbered before its extension', () => {
    expect(uniqueNames(['scan.pdf', 'Scan.PDF', 'scan.pdf', 'notes', 'notes', 'a/b:c?.txt', '  '])).toEqual([
      'scan.pdf',
      'Scan (2).PDF',
      'scan (3).pdf',
      'notes',
      'notes (2)',
      'a_b_c_.txt',
      'Unnamed',
    ]);
  });

  it('takes files until the bound, leaving out one that would go over it (a smaller one after it still fits)', () => {
    const allowance = new FileAllowance(100);
    expect([60, 50, 40, 1].map((size) => allowance.takes(size))).toEqual([true, false, true, false]);
  });
});
