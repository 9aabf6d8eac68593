import { safeFileName } from './safe-file-name.js';

const pdf = ['pdf'];
const jpeg = ['jpg', 'jpeg'];

describe('safeFileName', () => {
  it.each([
    ['discharge papers.pdf', pdf, 'discharge papers.pdf'],
    ['Scan.PDF', pdf, 'Scan.PDF'],
    ['photo.jpeg', jpeg, 'photo.jpeg'],
    ['photo.txt', ['png'], 'photo.png'],
    ['report', pdf, 'report.pdf'],
    ['résumé 2024.pdf', pdf, 'résumé 2024.pdf'],
    ['re\u0301sume\u0301.pdf', pdf, 'résumé.pdf'],
    ['v1.2 final notes', pdf, 'v1.2 final notes.pdf'],
  ])('keeps a plain name: %p -> %p', (uploaded, extensions, stored) => {
    expect(safeFileName(uploaded, extensions, 218)).toBe(stored);
  });

  it.each([
    ['C:\\Users\\tom\\Desktop\\letter.pdf', 'letter.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['..', 'file.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', 'file.pdf'],
    ['a\r\nSet-Cookie: x=1\r\n\r\n<script>.pdf', 'a Set-Cookie x=1 script.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.pdf'],
    ['"quoted" name?.pdf', 'quoted name.pdf'],
    ['tab\tand   spaces .pdf', 'tab and spaces.pdf'],
    ['lone \ud800 surrogate.pdf', 'lone surrogate.pdf'],
    ['null\u0000byte.pdf', 'nullbyte.pdf'],
  ])('makes %p safe: %p', (uploaded, stored) => {
    expect(safeFileName(uploaded, pdf, 218)).toBe(stored);
  });

  it('shortens a long name to the bound, keeping its extension and whole characters', () => {
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, pdf, 218)).toBe(`${'x'.repeat(214)}.pdf`);
    const emoji = safeFileName(`${'😀'.repeat(200)}.pdf`, pdf, 218);
    expect(emoji).toBe(`${'😀'.repeat(107)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(218);
  });
});
