import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('names the file in plain ASCII and in percent-encoded UTF-8 (RFC 6266, RFC 8187)', () => {
    expect(attachmentDisposition('discharge papers.pdf')).toBe(`attachment; filename="discharge papers.pdf"; filename*=UTF-8''discharge%20papers.pdf`);
    expect(attachmentDisposition('résumé (final)*.pdf')).toBe(`attachment; filename="r_sum_ (final)*.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29%2A.pdf`);
  });

  it('leaves no character that could end the parameter or the header', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nSet-Cookie: x=1\\%22.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_; filename=_evil.html__Set-Cookie: x=1__22.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0ASet-Cookie%3A%20x%3D1%5C%2522.pdf`,
    );
  });
});
