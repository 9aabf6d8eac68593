import { ContentSlugs, type ContentBlock } from '@app/contracts';
import type { RunningService } from '@app/platform';
import { rowCount } from '@app/platform/testing';
import { startServiceWithTokens, type ServiceWithTokens } from '../../testing/service-with-tokens.js';
import { DEFAULT_CONTENT_BLOCKS } from './default-content-blocks.js';
import { seedContentBlocks, seededContentBlockId } from './seed-content-blocks.js';
import type { NotificationDatabase } from '../../notification-database.js';

const defaults = [
  { slug: 'about', title: 'About', isPage: true },
  { slug: 'client-help', title: 'Client Help', isPage: true },
  { slug: 'client-invitation-email', title: 'Your questionnaire from %SubscriberName%', isPage: false },
  { slug: 'client-invitation-email-es', title: 'Su cuestionario de %SubscriberName%', isPage: false },
  { slug: 'client-invitation-sms', title: 'Client invitation (text message)', isPage: false },
  { slug: 'client-invitation-sms-es', title: 'Client invitation (text message, Spanish)', isPage: false },
  { slug: 'client-reminder-email', title: 'A reminder about your questionnaire', isPage: false },
  { slug: 'client-reminder-email-es', title: 'Un recordatorio sobre su cuestionario', isPage: false },
  { slug: 'client-reminder-sms', title: 'Client reminder (text message)', isPage: false },
  { slug: 'client-reminder-sms-es', title: 'Client reminder (text message, Spanish)', isPage: false },
  { slug: 'contact-us', title: 'Contact Us', isPage: true },
  { slug: 'password-reset-sms', title: 'Password reset (text message)', isPage: false },
  { slug: 'password-reset-sms-es', title: 'Password reset (text message, Spanish)', isPage: false },
  { slug: 'subscriber-help', title: 'Subscriber Help', isPage: true },
  { slug: 'supporter-invitation-email', title: '%ClientFirstName% %ClientLastName% asks you for a letter of support', isPage: false },
  { slug: 'supporter-invitation-email-es', title: '%ClientFirstName% %ClientLastName% le pide una carta de apoyo', isPage: false },
  { slug: 'supporter-invitation-sms', title: 'Supporter invitation (text message)', isPage: false },
  { slug: 'supporter-invitation-sms-es', title: 'Supporter invitation (text message, Spanish)', isPage: false },
  { slug: 'terms-and-conditions', title: 'Terms and Conditions', isPage: true },
  { slug: 'testing-notes', title: 'Testing Notes', isPage: true },
];

let h: ServiceWithTokens;
let another: RunningService<NotificationDatabase>;

beforeAll(async () => {
  // Two instances start at once on a new database: both migrate and seed, racing.
  h = await startServiceWithTokens('cbseed', { instances: 2 });
  another = h.others[0];
});
afterAll(() => h?.close());

const rows = () =>
  h.running.runtime.db
    .selectFrom('content_blocks')
    .select(['id', 'slug', 'title', 'is_page', 'version'])
    .where(
      'slug',
      'in',
      defaults.map((d) => d.slug),
    )
    .orderBy('slug')
    .execute();

async function seedStreams() {
  return Promise.all(defaults.map(({ slug }) => h.running.runtime.store.readStream(`content-block-${seededContentBlockId(slug)}`)));
}

describe('the default content pages', () => {
  it('exist once each after two concurrent starts, with fixed ids', async () => {
    const racing = await Promise.all([seedContentBlocks(h.running.runtime), seedContentBlocks(another.runtime), seedContentBlocks(h.running.runtime)]);
    for (const outcome of racing) expect(Object.values(outcome)).toEqual(defaults.map(() => 'exists'));
    expect(await rows()).toEqual(defaults.map(({ slug, title, isPage }) => ({ id: seededContentBlockId(slug), slug, title, is_page: isPage, version: 1 })));
    for (const events of await seedStreams()) expect(events.map((e) => [e.type, e.data.source])).toEqual([['ContentBlockCreated', 'seed']]);
  });

  it('are created once when several instances seed the same new defaults at the same moment', async () => {
    const fresh = ['race-one', 'race-two', 'race-three'].map((slug) => ({ slug, title: slug, description: null, value: `# ${slug}`, isPage: true }));
    const runtimes = [h.running.runtime, another.runtime, h.running.runtime, another.runtime];
    const outcomes = await Promise.all(runtimes.map((runtime) => seedContentBlocks(runtime, fresh)));
    for (const { slug } of fresh) {
      expect(outcomes.map((o) => o[slug]).sort()).toEqual(['created', 'exists', 'exists', 'exists']);
      const events = await h.running.runtime.store.readStream(`content-block-${seededContentBlockId(slug)}`);
      expect(events.map((e) => e.type)).toEqual(['ContentBlockCreated']);
    }
    const raced = await h.running.runtime.db.selectFrom('content_blocks').select('slug').where('slug', 'like', 'race-%').orderBy('slug').execute();
    expect(raced.map((r) => r.slug)).toEqual(['race-one', 'race-three', 'race-two']);
  });

  it('are the pages the web app links to, public, with the texts this product needs', async () => {
    expect(defaults.filter((d) => d.isPage).map((d) => d.slug)).toEqual(Object.values(ContentSlugs).sort());
    const page = async (slug: string): Promise<ContentBlock> => {
      const { status, body } = await h.api('GET', `/api/contentBlock/slug/${slug}`);
      expect(status).toBe(200);
      return body;
    };
    const clientHelp = await page('client-help');
    expect(clientHelp).toMatchObject({ title: 'Client Help', isPage: true, allowedTokens: [], concurrencyCheck: 1 });
    expect(clientHelp.contentText).toMatch(/up to 2 hours/);
    expect(clientHelp.contentText).toMatch(/saved automatically/i);
    expect(clientHelp.contentText).toMatch(/page by page/);
    expect(clientHelp.contentText).toMatch(/contact your attorney/);
    expect(clientHelp.contentHtml).toContain('<h1>Help with your survey</h1>');

    const subscriberHelp = await page('subscriber-help');
    expect(subscriberHelp.title).toBe('Subscriber Help');
    expect(subscriberHelp.contentText).toMatch(/Inviting a client/);
    expect(subscriberHelp.contentText).toMatch(/Reminders/);
    expect(subscriberHelp.contentText).toMatch(/Mitigation Report/);
    expect(subscriberHelp.contentHtml).toContain('<a href="/page/contact-us" rel="noopener noreferrer">Contact Us</a>');

    const terms = await page('terms-and-conditions');
    expect(terms.title).toBe('Terms and Conditions');
    expect(terms.contentText).toMatch(/Placeholder — to be replaced by the operator/);

    const contact = await page('contact-us');
    expect(contact.title).toBe('Contact Us');
    expect(contact.contentHtml).toContain('<a href="mailto:support@example.com" rel="noopener noreferrer">support@example.com</a>');
    expect(contact.contentText).toMatch(/Placeholder address/);
  });

  it('include the texts of the messages to clients and their supporters, for site admins only, with their tokens', async () => {
    for (const slug of ['client-invitation-email', 'client-invitation-sms', 'client-reminder-email', 'client-reminder-sms']) {
      expect((await h.api('GET', `/api/contentBlock/slug/${slug}`)).status).toBe(404);
      const { status, body } = await h.api('GET', `/api/contentBlock/slug/${slug}`, { token: h.admin.token });
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug, isPage: false, concurrencyCheck: 1 });
      expect(body.allowedTokens).toEqual(expect.arrayContaining(['%SubscriberName%', '%Link%']));
      expect(body.allowedTokens.includes('%ClientFirstName%')).toBe(slug.endsWith('-email'));
    }
    expect((await h.api('GET', '/api/contentBlock/slug/password-reset-sms')).status).toBe(404);
    const { body: reset } = await h.api('GET', '/api/contentBlock/slug/password-reset-sms', { token: h.admin.token });
    expect(reset).toMatchObject({ slug: 'password-reset-sms', isPage: false, allowedTokens: ['%Link%'] });
    for (const slug of ['supporter-invitation-email', 'supporter-invitation-sms']) {
      expect((await h.api('GET', `/api/contentBlock/slug/${slug}`)).status).toBe(404);
      const { body } = await h.api('GET', `/api/contentBlock/slug/${slug}`, { token: h.admin.token });
      expect(body).toMatchObject({ slug, isPage: false, allowedTokens: expect.arrayContaining(['%ClientFirstName%', '%ClientLastName%', '%Link%']) });
    }
  });

  it('are seeded once: a restart keeps what admins changed and creates nothing new', async () => {
    const id = seededContentBlockId('terms-and-conditions');
    const { body: terms } = await h.api('GET', `/api/contentBlock/${id}`, { token: h.admin.token });
    const saved = await h.api('PUT', `/api/contentBlock/${id}`, {
      token: h.admin.token,
      body: { slug: terms.slug, title: terms.title, description: terms.description, value: '# Our terms\n\nThe real ones.', isPage: true, concurrencyCheck: 1 },
    });
    expect(saved.status).toBe(200);
    const count = () => rowCount(h.running.runtime.db, 'content_blocks');
    const before = await count();
    await another.close();
    await h.restart();

    expect(await count()).toEqual(before);
    const after = await rows();
    expect(after.map((r) => [r.slug, r.version])).toEqual(defaults.map(({ slug }) => [slug, slug === 'terms-and-conditions' ? 2 : 1]));
    expect((await h.api('GET', '/api/contentBlock/slug/terms-and-conditions')).body).toMatchObject({ value: '# Our terms\n\nThe real ones.', concurrencyCheck: 2 });
    expect((await seedStreams()).map((events) => events.length)).toEqual(defaults.map(({ slug }) => (slug === 'terms-and-conditions' ? 2 : 1)));
  });

  it('leave a default alone when another block has taken its slug', async () => {
    const slug = 'newer-default-page';
    const { status } = await h.api('POST', '/api/contentBlock', { token: h.admin.token, body: { slug, value: 'Made by an admin first', isPage: true } });
    expect(status).toBe(201);
    const outcome = await seedContentBlocks(h.running.runtime, [...DEFAULT_CONTENT_BLOCKS, { slug, title: 'Newer', description: null, value: 'Default', isPage: true }]);
    expect(outcome).toEqual({
      'client-help': 'exists',
      'subscriber-help': 'exists',
      'terms-and-conditions': 'exists',
      'contact-us': 'exists',
      about: 'exists',
      'testing-notes': 'exists',
      'client-invitation-email': 'exists',
      'client-invitation-email-es': 'exists',
      'client-invitation-sms': 'exists',
      'client-invitation-sms-es': 'exists',
      'client-reminder-email': 'exists',
      'client-reminder-email-es': 'exists',
      'client-reminder-sms': 'exists',
      'client-reminder-sms-es': 'exists',
      'password-reset-sms': 'exists',
      'password-reset-sms-es': 'exists',
      'supporter-invitation-email': 'exists',
      'supporter-invitation-email-es': 'exists',
      'supporter-invitation-sms': 'exists',
      'supporter-invitation-sms-es': 'exists',
      [slug]: 'slug-taken',
    });
    expect((await h.api('GET', `/api/contentBlock/slug/${slug}`)).body).toMatchObject({ value: 'Made by an admin first' });
    expect(await h.running.runtime.store.readStream(`content-block-${seededContentBlockId(slug)}`)).toEqual([]);
  });
});
