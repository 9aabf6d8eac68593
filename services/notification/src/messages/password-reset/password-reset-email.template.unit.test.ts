import { passwordResetEmail } from './password-reset-email.template.js';

describe('password reset mail', () => {
  it('escapes the link in the HTML body and states when it expires', () => {
    const mail = passwordResetEmail({ publicUrl: 'http://h"<x>', email: 'x@y.z', token: 't', expiresAt: '2030-01-02T03:04:05.000Z' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('href="http://h&quot;&lt;x&gt;/login?token=t&amp;email=x%40y.z"');
    expect(mail.html).not.toContain('h"<x>');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('expires on Wed, 02 Jan 2030 03:04:05 UTC');
  });

  it('is written in Spanish, and says so, for a Spanish-speaking client, the expiry a Spanish date', () => {
    const mail = passwordResetEmail({ publicUrl: 'https://s.test', email: 'x@y.z', token: 't', expiresAt: '2030-01-02T03:04:05.000Z', language: 'es' });
    expect(mail.subject).toBe('Restablezca su contraseña');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<title>Restablezca su contraseña</title>');
    expect(mail.html).toContain('>Restablecer su contraseña</a>');
    expect(mail.html).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
    expect(mail.text).toBe(
      [
        'Hola:',
        '',
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de Mitigation Survey. Para elegir una contraseña nueva, abra este enlace:',
        '',
        'https://s.test/login?token=t&email=x%40y.z',
        '',
        'El enlace se puede usar una sola vez y vence el miércoles, 2 de enero de 2030, 3:04 UTC.',
        '',
        'Si usted no lo pidió, puede ignorar este correo: su contraseña sigue igual.',
      ].join('\n'),
    );
    for (const english of ['Hello', 'Reset your password', 'If the button does not work', 'expires']) expect(`${mail.text}${mail.html}`).not.toContain(english);
  });
});
