import { passwordResetEmail } from './password-reset-email.template.js';

describe('password reset mail', () => {
  it('escapes the link in the HTML body and states when it expires', () => {
    const mail = passwordResetEmail({ publicUrl: 'http://h"<x>', email: 'x@y.z', token: 't', expiresAt: '2030-01-02T03:04:05.000Z' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('href="http://h&quot;&lt;x&gt;/login?token=t&amp;email=x%40y.z"');
    expect(mail.html).not.toContain('h"<x>');
    expect(mail.text).toContain('expires on Wed, 02 Jan 2030 03:04:05 UTC');
  });
});
