import { randomUUID } from 'node:crypto';
import { ContentBlock, Roles } from '@app/contracts';
import { startServiceWithTokens, type ServiceWithTokens } from '../testing/service-with-tokens.js';

const notValidated = 'The data you provided could not be validated.';
const editedSinceLoaded = 'The item has been edited since you loaded the page. Reload this page to get the latest changes.';
const notFound = { Details: 'The content block was not found.', SubErrors: [] };

let h: ServiceWithTokens;
let admin: string;
let subscriber: string;

beforeAll(async () => {
  h = await startServiceWithTokens('cblocks');
  admin = h.admin.token;
  subscriber = h.subscriber.token;
});
afterAll(() => h?.close());

const create = (body: object, token: string | null = admin) => h.api('POST', '/api/contentBlock', { body, token });
const update = (id: string, body: object, token: string | null = admin) => h.api('PUT', `/api/contentBlock/${id}`, { body, token });
const getById = (id: string, token: string | null = admin) => h.api('GET', `/api/contentBlock/${id}`, { token });
const getBySlug = (slug: string, token: string | null = null) => h.api('GET', `/api/contentBlock/slug/${slug}`, { token });
const list = (query: string, token: string | null = admin) => h.api('GET', `/api/contentBlock?${query}`, { token });
const slugsOf = (blocks: ContentBlock[]) => blocks.map((b) => b.slug);
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function created(fields: Partial<ContentBlock> & { slug: string }): Promise<ContentBlock> {
  const { status, body } = await create({ value: `Text of ${fields.slug}`, ...fields });
  expect(status).toBe(201);
  return body;
}

describe('POST /api/contentBlock', () => {
  it('creates a block (201, with Location) and answers it as a ContentBlock, rendered', async () => {
    const slug = unique('welcome');
    const value = '# Welcome %ClientFirstName%\n\nYour attorney **%AttorneyName%** invited you. [Start](%SurveyLink%)\n\n- Saves automatically';
    const { status, body, headers } = await create({ slug, title: ' Welcome ', description: 'Invitation text', value, isPage: false });
    expect(status).toBe(201);
    expect(ContentBlock.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug,
      title: 'Welcome',
      description: 'Invitation text',
      value,
      isPage: false,
      contentHtml:
        '<h1>Welcome %ClientFirstName%</h1>\n<p>Your attorney <strong>%AttorneyName%</strong> invited you. ' +
        '<a href="%SurveyLink%" rel="noopener noreferrer">Start</a></p>\n<ul>\n<li>Saves automatically</li>\n</ul>',
      contentText: 'Welcome %ClientFirstName%\n\nYour attorney %AttorneyName% invited you. Start (%SurveyLink%)\n\n- Saves automatically',
      allowedTokens: ['%ClientFirstName%', '%AttorneyName%', '%SurveyLink%'],
      concurrencyCheck: 1,
    });
    expect(headers.get('location')).toBe(`/api/contentBlock/${body.id}`);
    expect(await getById(body.id)).toMatchObject({ status: 200, body });

    const [event] = await h.running.runtime.store.readStream(`content-block-${body.id}`);
    expect(event).toMatchObject({
      type: 'ContentBlockCreated',
      version: 1,
      data: { contentBlockId: body.id, slug, title: 'Welcome', description: 'Invitation text', value, isPage: false, source: 'admin' },
      metadata: { actorUserId: h.admin.id },
    });
  });

  it('defaults isPage to false and stores an empty title and description as null', async () => {
    const block = await created({ slug: unique('plain'), title: '', description: '   ' });
    expect(block).toMatchObject({ title: null, description: null, isPage: false });
  });

  it('lists the distinct %Token% placeholders in order of first appearance', async () => {
    const block = await created({ slug: unique('tokens'), value: 'Hi %First%, %Last%! %First% again; 100% sure; %Not A Token%; %Link2%' });
    expect(block.allowedTokens).toEqual(['%First%', '%Last%', '%Link2%']);
  });

  it('sanitises the rendered Markdown: no scripts, javascript: links or event handlers; headings, lists and links kept', async () => {
    const value = [
      '## Heading',
      '1. first\n2. second',
      'Visit [our site](https://example.com) or [mail us](mailto:help@example.com).',
      '<script>alert("x")</script>',
      '<a href="javascript:alert(1)">bad link</a> [md bad](javascript:alert(2))',
      '<img src="https://example.com/x.png" onerror="alert(3)" alt="pic">',
      '<iframe src="https://evil.example/"></iframe><style>p { color: red }</style>',
      '<p onmouseover="alert(4)">hover</p>',
    ].join('\n\n');
    const block = await created({ slug: unique('sanitised'), value });
    expect(block.contentHtml).not.toMatch(/<script|<iframe|<style|onerror|onmouseover|href="javascript/i);
    expect(block.contentHtml).not.toContain('alert("x")');
    expect(block.contentHtml).toContain('<h2>Heading</h2>');
    expect(block.contentHtml).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    expect(block.contentHtml).toContain('<a href="https://example.com" rel="noopener noreferrer">our site</a>');
    expect(block.contentHtml).toContain('<a href="mailto:help@example.com" rel="noopener noreferrer">mail us</a>');
    expect(block.contentHtml).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(block.contentHtml).toContain('<img src="https://example.com/x.png" alt="pic" />');
    expect(block.contentHtml).toContain('<p>hover</p>');
    expect(block.contentText).toContain('Heading\n\n1. first\n2. second\n\nVisit our site (https://example.com) or mail us (help@example.com).');
    expect(block.contentText).not.toContain('alert("x")');
    // The source stays as the admin wrote it.
    expect(block.value).toBe(value);
  });

  it('answers 400 with SubErrors for missing slug and value', async () => {
    const { status, body } = await create({ title: 'No slug' });
    expect(status).toBe(400);
    expect(body.Details).toBe(notValidated);
    expect(body.SubErrors).toEqual(expect.arrayContaining(['slug: This field is required', 'value: This field is required']));
    expect(body.SubErrors).toHaveLength(2);
    expect(await create({ slug: unique('blank'), value: '   \n ' })).toMatchObject({ status: 400, body: { SubErrors: ['value: This field is required'] } });
    expect(await create({ slug: '', value: 'x' })).toMatchObject({ status: 400, body: { SubErrors: ['slug: This field is required'] } });
  });

  it('answers 400 for a slug that is not lower-case words joined by dashes, and for too long fields', async () => {
    for (const slug of ['Has Spaces', 'UPPER', 'trailing-', 'a/b', '../etc']) {
      const { status, body } = await create({ slug, value: 'x' });
      expect({ slug, status, SubErrors: body.SubErrors }).toEqual({
        slug,
        status: 400,
        SubErrors: ['slug: Use lower-case letters, digits and dashes (for example terms-and-conditions)'],
      });
    }
    expect(await create({ slug: unique('long'), value: 'x', title: 't'.repeat(201) })).toMatchObject({
      status: 400,
      body: { SubErrors: ['title: Please provide a value less than 200 characters long'] },
    });
  });

  it("answers 400 when the slug is another block's", async () => {
    const { status, body } = await create({ slug: 'client-help', value: 'Mine' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ Details: notValidated, SubErrors: ['slug: Another content block already uses this slug.'] });
    const { body: found } = await list(`filter=${encodeURIComponent('slug = "client-help"')}`);
    expect(found).toHaveLength(1);
    expect(found[0].value).not.toBe('Mine');
  });
});

describe('GET /api/contentBlock/{id}', () => {
  it('answers 404 for an unknown id and for one that is not an id', async () => {
    expect(await getById(randomUUID())).toMatchObject({ status: 404, body: notFound });
    expect(await getById('not-an-id')).toMatchObject({ status: 404, body: notFound });
  });
});

describe('GET /api/contentBlock/slug/{slug}', () => {
  let page: ContentBlock;
  let message: ContentBlock;

  beforeAll(async () => {
    page = await created({ slug: unique('page'), title: 'A page', value: '# A page', isPage: true });
    message = await created({ slug: unique('message'), title: 'A message', value: 'Hello %FirstName%', isPage: false });
  });

  it('answers a page to anyone, signed in or not', async () => {
    for (const token of [null, subscriber, admin]) expect(await getBySlug(page.slug, token)).toMatchObject({ status: 200, body: page });
  });

  it('answers a message text (not a page) to site admins only: 404 to everyone else', async () => {
    expect(await getBySlug(message.slug, admin)).toMatchObject({ status: 200, body: message });
    expect(await getBySlug(message.slug, null)).toMatchObject({ status: 404, body: notFound });
    expect(await getBySlug(message.slug, subscriber)).toMatchObject({ status: 404, body: notFound });
  });

  it('answers 404 for an unknown slug', async () => {
    expect(await getBySlug('no-such-page')).toMatchObject({ status: 404, body: notFound });
    expect(await getBySlug('no-such-page', admin)).toMatchObject({ status: 404, body: notFound });
    expect(await getBySlug('x'.repeat(300), admin)).toMatchObject({ status: 404, body: notFound });
  });

  it('answers 401 to a token it cannot verify, even for a page', async () => {
    expect((await getBySlug(page.slug, await h.jwks.sign({ roles: [Roles.SiteAdmin] }, true))).status).toBe(401);
    expect((await getBySlug(page.slug, await h.jwks.sign({ roles: [Roles.SiteAdmin], expiresIn: -60 }))).status).toBe(401);
  });
});

describe('GET /api/contentBlock (list)', () => {
  const tag = `ls${randomUUID().slice(0, 6)}`;
  const mine = `filter=${encodeURIComponent(`slug.Contains("${tag}")`)}`;

  beforeAll(async () => {
    // Created out of order; the default order is slug ascending.
    await created({ slug: `${tag}-charlie`, title: 'Zulu title', description: 'third one', isPage: true });
    await created({ slug: `${tag}-alpha`, title: 'Yankee title', description: 'first one', isPage: false });
    await created({ slug: `${tag}-delta`, title: 'Xray title', description: null, isPage: false });
    await created({ slug: `${tag}-bravo`, title: 'Whiskey title', description: 'second one', isPage: true });
  });

  it('answers ContentBlock[] by slug ascending, with the total in x-total-count', async () => {
    const { status, body, headers } = await list(mine);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('4');
    expect(slugsOf(body)).toEqual(['alpha', 'bravo', 'charlie', 'delta'].map((s) => `${tag}-${s}`));
    for (const block of body) expect(ContentBlock.parse(block)).toEqual(block);
    expect(body[0]).toMatchObject({ title: 'Yankee title', description: 'first one', isPage: false, concurrencyCheck: 1 });
  });

  it('counts every block without a filter (the seeded pages included)', async () => {
    const { body, headers } = await list('limit=1000');
    expect(Number(headers.get('x-total-count'))).toBe(body.length);
    expect(slugsOf(body)).toEqual(expect.arrayContaining(['client-help', 'contact-us', 'subscriber-help', 'terms-and-conditions', `${tag}-alpha`]));
    expect(slugsOf(body)).toEqual([...slugsOf(body)].sort());
  });

  it('filters by text (Contains), isPage, description, id and the day last updated', async () => {
    const filter = (f: string) => list(`filter=${encodeURIComponent(`slug.Contains("${tag}") AND ${f}`)}`);
    expect(slugsOf((await filter('isPage = true')).body)).toEqual([`${tag}-bravo`, `${tag}-charlie`]);
    expect(slugsOf((await filter('isPage = false')).body)).toEqual([`${tag}-alpha`, `${tag}-delta`]);
    expect(slugsOf((await filter('title.Contains("KE")')).body)).toEqual([`${tag}-alpha`, `${tag}-bravo`]);
    expect(slugsOf((await filter('description.Contains("one") AND title.Contains("Zulu")')).body)).toEqual([`${tag}-charlie`]);
    expect(slugsOf((await filter('description = null')).body)).toEqual([`${tag}-delta`]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await filter(`updated = "${today}"`)).headers.get('x-total-count')).toBe('4');
    expect((await filter('updated = "2001-01-01"')).body).toEqual([]);
    const { body: all } = await list(mine);
    expect(slugsOf((await filter(`id = "${all[2].id}"`)).body)).toEqual([`${tag}-charlie`]);
  });

  it('orders by any column and pages, the total counting every match', async () => {
    const page = (offset: number) => list(`${mine}&order=${encodeURIComponent('title desc')}&offset=${offset}&limit=3`);
    const [first, second] = [await page(0), await page(3)];
    expect([first.headers.get('x-total-count'), second.headers.get('x-total-count')]).toEqual(['4', '4']);
    expect([...slugsOf(first.body), ...slugsOf(second.body)]).toEqual(['charlie', 'alpha', 'delta', 'bravo'].map((s) => `${tag}-${s}`));
    expect(first.body).toHaveLength(3);
    expect(slugsOf((await list(`${mine}&order=title`)).body)).toEqual(['bravo', 'delta', 'alpha', 'charlie'].map((s) => `${tag}-${s}`));
    expect(slugsOf((await list(`${mine}&order=${encodeURIComponent('slug desc')}&limit=2`)).body)).toEqual([`${tag}-delta`, `${tag}-charlie`]);
    expect((await list(`${mine}&order=isPage&limit=2`)).body.map((b: ContentBlock) => b.isPage)).toEqual([false, false]);
  });

  it.each([
    ['a malformed filter', `filter=${encodeURIComponent('slug.Contains("x"')}`, /^filter: /],
    ['a filter with SQL in it', `filter=${encodeURIComponent("slug = 'x'; DROP TABLE content_blocks; --")}`, /^filter: /],
    ['an unknown filter column', `filter=${encodeURIComponent('value.Contains("x")')}`, /^filter: 'value' is not a column of this list$/],
    ['Contains on a boolean', `filter=${encodeURIComponent('isPage.Contains("t")')}`, /^filter: isPage: Contains works on text columns only$/],
    ['a non-boolean isPage', `filter=${encodeURIComponent('isPage = "yes"')}`, /^filter: isPage: expects = true or = false$/],
    ['an invalid date', `filter=${encodeURIComponent('updated = "2021-02-30"')}`, /^filter: updated: Please enter a valid date$/],
    ['an unknown order column', 'order=value%20asc', /^order: /],
    ['a bad limit', 'limit=0', /^limit: /],
  ])('answers 400 for %s', async (_case, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.Details).toBe(notValidated);
    expect(body.SubErrors).toHaveLength(1);
    expect(body.SubErrors[0]).toMatch(message);
    expect((await h.running.runtime.db.selectFrom('content_blocks').select('id').limit(1).execute()).length).toBe(1);
  });
});

describe('PUT /api/contentBlock/{id}', () => {
  const fieldsOf = (b: ContentBlock) => ({ slug: b.slug, title: b.title, description: b.description, value: b.value, isPage: b.isPage });

  it('saves with the version loaded, answering the block re-rendered at the next version', async () => {
    const block = await created({ slug: unique('edit'), title: 'Before', value: 'Old %Old%' });
    const { status, body } = await update(block.id, { ...fieldsOf(block), title: 'After', value: '**New** %New%', isPage: true, concurrencyCheck: 1 });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...block,
      title: 'After',
      value: '**New** %New%',
      isPage: true,
      contentHtml: '<p><strong>New</strong> %New%</p>',
      contentText: 'New %New%',
      allowedTokens: ['%New%'],
      concurrencyCheck: 2,
    });
    expect(await getById(block.id)).toMatchObject({ status: 200, body });
    expect(await getBySlug(block.slug)).toMatchObject({ status: 200, body });
    const events = await h.running.runtime.store.readStream(`content-block-${block.id}`);
    expect(events.map((e) => [e.type, e.version, e.metadata.actorUserId])).toEqual([
      ['ContentBlockCreated', 1, h.admin.id],
      ['ContentBlockUpdated', 2, h.admin.id],
    ]);
  });

  it('answers 409 with the spec text for a stale version, and keeps the newer save', async () => {
    const block = await created({ slug: unique('race'), value: 'Original' });
    expect((await update(block.id, { ...fieldsOf(block), value: 'First save', concurrencyCheck: 1 })).status).toBe(200);
    const stale = await update(block.id, { ...fieldsOf(block), value: 'Second save', concurrencyCheck: 1 });
    expect(stale).toMatchObject({ status: 409, body: { Details: editedSinceLoaded, SubErrors: [] } });
    const ahead = await update(block.id, { ...fieldsOf(block), value: 'From the future', concurrencyCheck: 5 });
    expect(ahead).toMatchObject({ status: 409, body: { Details: editedSinceLoaded, SubErrors: [] } });
    expect((await getById(block.id)).body).toMatchObject({ value: 'First save', concurrencyCheck: 2 });
  });

  it('lets exactly one of two saves of the same version through', async () => {
    const block = await created({ slug: unique('both'), value: 'Original' });
    const answers = await Promise.all(['A', 'B', 'C'].map((value) => update(block.id, { ...fieldsOf(block), value, concurrencyCheck: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body as ContentBlock;
    expect((await getById(block.id)).body).toMatchObject({ value: winner.value, concurrencyCheck: 2 });
    expect(await h.running.runtime.store.readStream(`content-block-${block.id}`)).toHaveLength(2);
  });

  it('records nothing for a save without changes', async () => {
    const block = await created({ slug: unique('same'), value: 'Same' });
    const { status, body } = await update(block.id, { ...fieldsOf(block), concurrencyCheck: 1 });
    expect(status).toBe(200);
    expect(body).toEqual(block);
    expect(await h.running.runtime.store.readStream(`content-block-${block.id}`)).toHaveLength(1);
  });

  it('may change the slug, but not to one another block uses (400, nothing saved)', async () => {
    const block = await created({ slug: unique('rename'), value: 'Text' });
    const other = await created({ slug: unique('taken'), value: 'Other' });
    const renamed = `${block.slug}-new`;
    expect(await update(block.id, { ...fieldsOf(block), slug: renamed, concurrencyCheck: 1 })).toMatchObject({ status: 200, body: { slug: renamed, concurrencyCheck: 2 } });
    expect(await getBySlug(block.slug, admin)).toMatchObject({ status: 404 });
    const taken = await update(block.id, { ...fieldsOf(block), slug: other.slug, value: 'Changed', concurrencyCheck: 2 });
    expect(taken).toMatchObject({ status: 400, body: { Details: notValidated, SubErrors: ['slug: Another content block already uses this slug.'] } });
    expect((await getById(block.id)).body).toMatchObject({ slug: renamed, value: 'Text', concurrencyCheck: 2 });
    expect(await h.running.runtime.store.readStream(`content-block-${block.id}`)).toHaveLength(2);
  });

  it('answers 400 with SubErrors for missing fields', async () => {
    const block = await created({ slug: unique('invalid'), value: 'Text' });
    const { status, body } = await update(block.id, { title: 'x' });
    expect(status).toBe(400);
    expect(body.Details).toBe(notValidated);
    expect(body.SubErrors).toEqual(expect.arrayContaining(['slug: This field is required', 'value: This field is required']));
    expect(body.SubErrors.some((e: string) => e.startsWith('concurrencyCheck: '))).toBe(true);
    expect((await getById(block.id)).body).toEqual(block);
  });

  it('answers 404 for an unknown id', async () => {
    const body = { slug: unique('ghost'), value: 'x', concurrencyCheck: 1 };
    expect(await update(randomUUID(), body)).toMatchObject({ status: 404, body: notFound });
    expect(await update('not-an-id', body)).toMatchObject({ status: 404, body: notFound });
    expect((await list(`filter=${encodeURIComponent(`slug = "${body.slug}"`)}`)).body).toEqual([]);
  });
});

describe('authorization', () => {
  let page: ContentBlock;
  let message: ContentBlock;

  beforeAll(async () => {
    page = await created({ slug: unique('authz-page'), value: 'Page', isPage: true });
    message = await created({ slug: unique('authz-message'), value: 'Message', isPage: false });
  });

  const who = { anonymous: () => null, subscriber: () => subscriber, admin: () => admin } as const;
  type Statuses = Record<keyof typeof who, number>;
  const cases: [string, Statuses, (token: string | null) => Promise<{ status: number }>][] = [
    ['GET /api/contentBlock', { anonymous: 401, subscriber: 403, admin: 200 }, (token) => list('', token)],
    ['GET /api/contentBlock/{id}', { anonymous: 401, subscriber: 403, admin: 200 }, (token) => getById(page.id, token)],
    ['GET /api/contentBlock/slug/{slug} (a page)', { anonymous: 200, subscriber: 200, admin: 200 }, (token) => getBySlug(page.slug, token)],
    ['GET /api/contentBlock/slug/{slug} (a message text)', { anonymous: 404, subscriber: 404, admin: 200 }, (token) => getBySlug(message.slug, token)],
    ['POST /api/contentBlock', { anonymous: 401, subscriber: 403, admin: 201 }, (token) => create({ slug: unique('authz-new'), value: 'New' }, token)],
    [
      'PUT /api/contentBlock/{id}',
      { anonymous: 401, subscriber: 403, admin: 200 },
      async (token) => {
        const { body: current } = await getById(message.id);
        return update(message.id, { slug: message.slug, value: `Saved ${randomUUID()}`, concurrencyCheck: current.concurrencyCheck }, token);
      },
    ],
  ];

  it.each(cases)('%s: anonymous, subscriber, site admin', async (_endpoint, expected, call) => {
    const statuses: Record<string, number> = {};
    for (const [name, token] of Object.entries(who)) statuses[name] = (await call(token())).status;
    expect(statuses).toEqual(expected);
  });

  it('refused writes change nothing', async () => {
    const before = await list('limit=1000');
    const { body: current } = await getById(message.id);
    for (const token of [null, subscriber]) {
      await create({ slug: unique('refused'), value: 'x' }, token);
      await update(message.id, { slug: message.slug, value: 'Hijacked', concurrencyCheck: current.concurrencyCheck }, token);
    }
    const after = await list('limit=1000');
    expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    expect((await getById(message.id)).body).toEqual(current);
    expect(await h.running.runtime.db.selectFrom('content_blocks').select('id').where('value', '=', 'Hijacked').execute()).toEqual([]);
  });

  it('refuses a token signed with a key identity never published', async () => {
    const forged = await h.jwks.sign({ roles: [Roles.SiteAdmin] }, true);
    expect(await list('', forged)).toMatchObject({ status: 401, body: { Details: 'You are not logged in or do not have access.', SubErrors: [] } });
    expect((await create({ slug: unique('forged'), value: 'x' }, forged)).status).toBe(401);
  });
});
