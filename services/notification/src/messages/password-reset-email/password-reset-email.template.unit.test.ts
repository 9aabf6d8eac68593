import { passwordResetEmail, passwordResetLink } from './password-reset-email.template.js';

describe('password reset mail', () => {
  it('links to the login screen with the token and address URL-encoded', () => {
    expect(passwordResetLink('http://localhost:8080', 'a+b/c=', 'x@y.z')).toBe('http://localhost:8080/login?token=a%2Bb%2Fc%3D&email=x%40y.z');
    expect(passwordResetLink('https://app.example.com/base/', 't', 'e')).toBe('https://app.example.com/base/login?token=t&email=e');
  });

  it('escapes the link in the HTML body and states when it expires', () => {
    const mail = passwordResetEmail({ publicUrl: 'http://h"<x>', email: 'x@y.z', token: 't', expiresAt: '2030-01-02T03:04:05.000Z' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('href="http://h&quot;&lt;x&gt;/login?token=t&amp;email=x%40y.z"');
    expect(mail.html).not.toContain('h"<x>');
    expect(mail.text).toContain('expires on Wed, 02 Jan 2030 03:04:05 UTC');
  });
});
