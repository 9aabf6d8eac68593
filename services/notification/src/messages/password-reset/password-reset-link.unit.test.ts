import { passwordResetLink } from './password-reset-link.js';

describe('password reset link', () => {
  it('links to the login screen with the token and address URL-encoded', () => {
    expect(passwordResetLink('http://localhost:8080', 'a+b/c=', 'x@y.z')).toBe('http://localhost:8080/login?token=a%2Bb%2Fc%3D&email=x%40y.z');
    expect(passwordResetLink('https://app.example.com/base/', 't', 'e')).toBe('https://app.example.com/base/login?token=t&email=e');
  });

  it('carries a phone number as the login name, as the web app checks it (XXX-XXX-XXXX)', () => {
    expect(passwordResetLink('https://app.example.com', 't', '555-867-5309')).toBe('https://app.example.com/login?token=t&email=555-867-5309');
  });
});
