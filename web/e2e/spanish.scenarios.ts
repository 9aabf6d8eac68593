/**
 * Browser test of a client invited in Spanish (issue 15): the invitation mail, the landing, the form page's
 * own texts (the template's Spanish, English where it has none), buttons, progress and validation messages in Spanish; answers typed in Spanish; a switch to English half-way
 * kept on the client's record; the finish. The attorney's report stays in English, the Spanish free text
 * marked "(answered in Spanish)". And a walk through every client and supporter screen and state in Spanish
 * (issue 33): no English text of the screens' resources is left on any of them, and each passes axe.
 */
import { LanguageNames, Messages, type Client, type LocalMail, type Template } from '@app/contracts';
import { apiOf } from '@app/platform/testing';
import { downloadToken, login, personToInvite, subscribe, uniqueEmail } from '../../deploy/system/client-journey';
import { partsOf } from '../../services/reporting/src/testing/docx-package';
import type { Page } from 'playwright-core';
import { englishTextsIn } from '../test/english-texts';
import { everyType } from './client.scenarios';
import { accessibilityViolations, cutOffInTopBar } from './screens';
import { eventually, inBrowser, uniquePhone, type TestBed } from './system';

let bed: TestBed;
const api = () => apiOf(bed.system.url);

const onePage = {
  key: 'E2ESpanishStory',
  title: 'Your Story',
  subscriberTitle: 'The Client’s Story',
  description: null,
  defaultWeight: 1,
  questions: [
    { key: 'nickname', label: 'What do people call you?', questionType: 'Text', isRequired: true },
    { key: 'story', label: 'Tell us about your family.', questionType: 'Textarea' },
  ],
  // The page's Spanish, but for `story`: shown in English (the fallback).
  translations: { es: { title: 'Su historia', questions: { nickname: { label: '¿Cómo le dicen?' } } } },
};

/** The client scenarios' page of every question type, wholly in Spanish. */
const everyTypeInSpanish = {
  ...everyType,
  key: 'E2ESpanishEveryType',
  translations: {
    es: {
      title: 'Sobre usted',
      description: 'Algunas preguntas sobre usted.',
      questions: {
        intro: { label: 'Responda todo lo que pueda.' },
        nickname: { label: '¿Cómo le dicen?' },
        served: { label: '¿Sirvió en las fuerzas armadas?', options: { Yes: 'Sí', No: 'No' } },
        branch: { label: '¿En qué rama?' },
        state: { label: '¿Dónde creció?', options: { Ohio: 'Ohio', Texas: 'Texas', Elsewhere: 'En otro lugar' } },
        jobs: { label: '¿Qué tipos de trabajo ha hecho?', options: { Construction: 'Construcción', Restaurant: 'Restaurante', 'Farm work': 'Trabajo en el campo' } },
        born: { label: 'Fecha de nacimiento' },
        record: { label: 'Un certificado escolar, si tiene uno' },
        story: { label: 'Cuéntenos sobre su familia.' },
      },
    },
  },
};

/** What the screen shows a reader: its text, and its title in the browser's tab. */
const visibleText = async (page: Page) => `${await page.title()}\n${await page.locator('body').innerText()}`;

/**
 * A new subscriber (`label`) and their client Inés, invited in Spanish to a new template (`pages`) at a unique
 * email. Clients hears of the template from survey's event (until then the invite names an unknown one: 400)
 * and of the subscription from billing's (403): the invite is sent again until it is taken.
 */
async function invitedInSpanish(pages: object, label: string, emailLabel: string, { enableSupporters }: { enableSupporters: boolean }) {
  const admin = await login(api(), bed.system.admin.email, bed.system.admin.password);
  const template = (await api()('POST', '/api/template', { token: admin.jwtToken, body: pages })).body as Template;
  const attorney = await subscribe(api(), label);
  const person = { ...personToInvite('Inés', `Paredes${Date.now().toString(36)}`, uniquePhone().typed), email: uniqueEmail(emailLabel) };
  const client = await eventually(async () => {
    const body = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      templateIds: [template.id],
      enableSupporters,
      preferredLanguage: 'es',
    };
    const sent = await api()('POST', '/api/client/invite', { token: attorney.token, body });
    return sent.status === 200
      ? (sent.body as Client)
      : sent.body?.Details === Messages.unknownTemplates || sent.status === 403
        ? undefined
        : Promise.reject(new Error(JSON.stringify(sent.body)));
  });
  return { attorney, person, client };
}

/** The newest mail to `address` in the local mailbox, once there is one. */
const mailTo = (address: string) => eventually(async () => ((await api()('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(address)}`)).body as LocalMail[])[0]);

/** The path of the client's (`c`) or supporter's (`p`) link in `mail`. */
const linkIn = (mail: LocalMail, kind: 'c' | 'p') => new URL(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9]+`).exec(mail.text ?? '')![0]).pathname;

/** This file's scenarios, on the browser tests' one system (browser.e2e.test.ts). */
export function spanishScenarios(shared: TestBed): void {
  bed = shared;
  it('takes a client invited in Spanish through the landing and the page in Spanish, switches to English, finishes; the report is in English with the Spanish answer marked', () =>
    inBrowser(bed, 'client in Spanish', async (page) => {
      const { attorney, person, client } = await invitedInSpanish(onePage, 'e2e-spanish', 'ines', { enableSupporters: false });
      expect(client.preferredLanguage).toBe('es');
      const mail = await mailTo(person.email);
      expect(mail.subject).toMatch(/^Su cuestionario de /);
      const landingPath = linkIn(mail, 'c');

      await page.goto(landingPath);
      await page.getByRole('heading', { name: 'Bienvenido, Inés' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
      await page.getByLabel('Confirme la contraseña').fill(person.password);
      await page.getByRole('button', { name: 'Crear contraseña' }).click();

      // The page's own texts are the template's Spanish, English where it has none; its controls are Spanish.
      await page.getByRole('heading', { name: 'Su historia' }).waitFor();
      await page.getByRole('button', { name: 'Terminar' }).click();
      await page.getByText('Por favor, revise sus respuestas').waitFor();
      await page.getByText('Por favor, responda esta pregunta.').first().waitFor();
      await page.getByLabel('¿Cómo le dicen?').fill('Nena');
      await page.getByLabel('Tell us about your family.').fill('Mi abuela me crió en Tulsa con mis dos hermanos.');
      await page.getByText('Todos los cambios guardados').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Half-way, English: the screens follow at once, and the client's record keeps it.
      const recorded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client/language');
      await page.getByText(LanguageNames.en.own, { exact: true }).click();
      expect((await recorded).status()).toBe(204);
      expect(((await api()('GET', `/api/client/${client.id}`, { token: attorney.token })).body as Client).preferredLanguage).toBe('en');
      await page.getByRole('heading', { name: 'Your Story' }).waitFor();
      await page.getByLabel('What do people call you?').waitFor();
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Review Your Answers' }).waitFor();
      await page.getByRole('button', { name: 'Complete Survey' }).click();
      await page.getByRole('button', { name: 'Yes, Complete Survey' }).click();
      await page.getByText('Thank You').waitFor();

      // The attorney's report: English, the free text given on the Spanish screens marked.
      const formId = new URL(page.url()).pathname.split('/')[3];
      const report = await fetch(`${bed.system.url}/api/form/${formId}/report?temporaryAccessToken=${await downloadToken(api(), attorney)}`);
      expect(report.status).toBe(200);
      const reportXml = (await partsOf(Buffer.from(await report.arrayBuffer()))).get('word/document.xml')!;
      expect(reportXml).toContain('Mi abuela me crió en Tulsa con mis dos hermanos.');
      expect(reportXml).toContain('(answered in Spanish)');
      expect(reportXml).toContain('Tell us about your family.');
    }));

  it('walks every client and supporter screen in Spanish: no English text of the screens is left on any, and each passes axe (issue 33, item 5)', () =>
    inBrowser(bed, 'every screen in Spanish', async (page) => {
      const { person } = await invitedInSpanish(everyTypeInSpanish, 'e2e-walk-es', 'ines-walk', { enableSupporters: true });
      const landingPath = linkIn(await mailTo(person.email), 'c');

      /** Each screen: the English texts found on it, its axe violations and, at 390 px, a top bar cut off. */
      const found: Record<string, string[]> = {};
      const check = async (screen: string) => {
        found[screen] = [...englishTextsIn(await visibleText(page)).map((text) => `English: ${text}`), ...(await accessibilityViolations(page)), ...(await cutOffInTopBar(page))];
      };
      const menu = () => page.getByRole('banner').getByRole('button');

      // The landing, to create a password; the menu of a visitor; the checks' messages.
      await page.goto(landingPath);
      await page.getByRole('heading', { name: 'Bienvenido, Inés' }).waitFor();
      await menu().click();
      await page.getByRole('link', { name: 'Registrarse' }).waitFor();
      await check('landing: create a password, menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Crear contraseña' }).click();
      await page.getByText('Este campo es obligatorio').first().waitFor();
      await page.getByLabel('Contraseña', { exact: true }).fill('corta');
      await page.getByText('Escriba por lo menos 8 caracteres').waitFor();
      await check('landing: create a password, refused');
      await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
      await page.getByLabel('Confirme la contraseña').fill(person.password);
      await page.getByRole('button', { name: 'Crear contraseña' }).click();

      // The page of every question type: a validation error, then answered.
      await page.getByRole('heading', { name: 'Sobre usted' }).waitFor();
      await check('form page');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByText('Por favor, responda esta pregunta.').first().waitFor();
      await check('form page: a required answer missing');
      await page.locator('.cs-toast').getByRole('button', { name: 'Cerrar' }).click();
      await page.getByLabel('¿Cómo le dicen?').fill('Nena');
      await page.getByRole('radio', { name: 'Sí' }).check();
      await page.getByLabel('¿Dónde creció?').selectOption('Ohio');
      await page.getByRole('checkbox', { name: 'Construcción' }).check();
      await page.getByLabel('Fecha de nacimiento').fill('1990-04-02');
      await page
        .getByLabel('Un certificado escolar, si tiene uno')
        .setInputFiles({ name: 'boleta.txt', mimeType: 'text/plain', buffer: Buffer.from('Noveno grado: promedio B.\n') });
      await page.getByText('Archivo subido: boleta.txt').waitFor();
      await page.getByLabel('Cuéntenos sobre su familia.').fill('Mi abuela me crió en Tulsa.');
      await page.getByText('Todos los cambios guardados').waitFor();
      await check('form page: answered');

      // The landing again: Continue.
      await page.goto(landingPath);
      await page.getByRole('button', { name: 'Continuar' }).waitFor();
      await menu().click();
      await page.getByRole('link', { name: 'Cerrar sesión' }).waitFor();
      await check('landing: continue, menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Continuar' }).click();

      // The letters page (one supporter), the review, Complete Survey's question, the thank-you page.
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: 'Cartas de apoyo' }).waitFor();
      await check('letters of support');
      const aunt = uniqueEmail('tia');
      await page.getByLabel('Persona de apoyo 1: Nombre').fill('Rosa');
      await page.getByLabel('Persona de apoyo 1: Apellido').fill('Paredes');
      await page.getByLabel('Persona de apoyo 1: Relación con usted').fill('Tía');
      await page.getByLabel('Persona de apoyo 1: Correo electrónico').fill(aunt);
      await page.getByText('Todos los cambios guardados').waitFor();
      await page.getByRole('button', { name: 'Terminar' }).click();
      await page.getByRole('heading', { name: 'Revise sus respuestas' }).waitFor();
      await check('review');
      await page.getByRole('button', { name: 'Completar el cuestionario' }).click();
      await page.getByRole('button', { name: 'Sí, completar el cuestionario' }).waitFor();
      await check('review: complete survey?');
      await page.getByRole('button', { name: 'Sí, completar el cuestionario' }).click();
      await page.getByRole('heading', { name: 'Gracias' }).waitFor();
      await check('thank you');
      await page.goto(landingPath);
      await page.getByText('Gracias. Ha completado su cuestionario').waitFor();
      await check('landing: completed');

      // Log Out, then the landing to log in: refused, a reset link, too many attempts.
      await menu().click();
      await page.getByRole('link', { name: 'Cerrar sesión' }).click();
      await page.getByRole('heading', { name: 'Ha cerrado la sesión.' }).waitFor();
      await check('logged out');
      await page.goto(landingPath);
      await page.getByRole('heading', { name: 'Bienvenido de nuevo, Inés' }).waitFor();
      await check('landing: log in');
      await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
      await page.getByText('Le enviamos un enlace para crear una nueva contraseña.').waitFor();
      await check('landing: reset link sent');
      await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña');
      const tooMany = page.getByText('Demasiados intentos. Espere unos minutos y vuelva a intentarlo.');
      for (let attempt = 0; attempt < 12 && !(await tooMany.isVisible()); attempt++) {
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/login');
        await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
        if ((await answered).status() === 400) await page.getByText('El correo electrónico o la contraseña no son correctos.').waitFor();
      }
      await tooMany.waitFor();
      await check('landing: too many attempts');
      await page.goto('/c/NOSUCHCODE234');
      await page.getByText('El enlace que siguió no es válido.').waitFor();
      await check('landing: invalid link');

      // The supporter's letter: the checks' messages, then signed and read-only.
      await page.goto(linkIn(await mailTo(aunt), 'p'));
      await page.getByRole('heading', { name: 'Una carta de apoyo para Inés' }).waitFor();
      await check('supporter letter');
      await page.getByRole('button', { name: 'Enviar al abogado' }).click();
      await page.getByText('Por favor, escriba su carta antes de firmarla.').waitFor();
      await check('supporter letter: refused');
      await page.getByLabel('Su carta').fill('Inés cuida a sus hermanos desde que tenía doce años.');
      await page.getByLabel('Nombre para la firma').fill('Rosa Paredes');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Enviar al abogado' }).click();
      await page.getByText('Esta carta ya fue firmada y enviada al abogado').waitFor();
      await check('supporter letter: signed');

      expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
    }));
}
