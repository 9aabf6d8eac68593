import { enterpriseWelcomeEmail, enterpriseWelcomeLink } from './enterprise-welcome-email.template.js';

describe('enterprise welcome mail', () => {
  it('links to the get-started screen under the public address', () => {
    expect(enterpriseWelcomeLink('http://localhost:8080')).toBe('http://localhost:8080/enterpriseWelcome');
    expect(enterpriseWelcomeLink('https://app.example.com/base//')).toBe('https://app.example.com/base/enterpriseWelcome');
  });

  it('welcomes the member, names the address the administrator used and links to where the password is set', () => {
    const mail = enterpriseWelcomeEmail({ publicUrl: 'https://app.example.com', email: 'pat@example.com' });
    expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Welcome to Mitigation Survey' });
    expect(mail.text).toContain('Welcome to Mitigation Survey! Your team administrator has created an account for you with this email address: pat@example.com.');
    expect(mail.text).toContain('\nhttps://app.example.com/enterpriseWelcome\n');
    expect(mail.text).toContain('enter the email address your administrator provided (pat@example.com)');
    expect(mail.html).toContain('href="https://app.example.com/enterpriseWelcome"');
  });

  it('escapes the address and the link in the HTML body', () => {
    const mail = enterpriseWelcomeEmail({ publicUrl: 'http://h"<x>', email: 'a<b>@example.com' });
    expect(mail.html).toContain('href="http://h&quot;&lt;x&gt;/enterpriseWelcome"');
    expect(mail.html).toContain('a&lt;b&gt;@example.com');
    expect(mail.html).not.toContain('a<b>');
    expect(mail.html).not.toContain('h"<x>');
  });
});
