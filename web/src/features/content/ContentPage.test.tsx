import { screen } from '@testing-library/react';
import type { ContentBlock } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, session } from '../../../test/render';

function block(slug: string, title: string, contentHtml: string): ContentBlock {
  return { id: `id-${slug}`, slug, title, description: null, value: '', isPage: true, contentText: '', contentHtml, allowedTokens: [], concurrencyCheck: 1 };
}

describe('content pages', () => {
  it('renders a block by slug from its server-sanitised HTML', async () => {
    const api = fakeApi({
      'GET /api/contentBlock/slug/terms-and-conditions': { body: block('terms-and-conditions', 'Terms and Conditions', '<h2>Use</h2><p>Be <strong>kind</strong>.</p>') },
    });
    renderApp('/page/terms-and-conditions');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Use', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('kind').tagName).toBe('STRONG');
    expect(api.calls('GET /api/contentBlock/slug/terms-and-conditions')).toHaveLength(1);
  });

  it('serves /clientHelp from the client-help block', async () => {
    fakeApi({ 'GET /api/contentBlock/slug/client-help': { body: block('client-help', 'Help for Clients', '<p>Call your attorney.</p>') } });
    renderApp('/clientHelp');
    expect(await screen.findByText('Call your attorney.')).toBeInTheDocument();
  });

  it('serves /subscriberHelp (signed in) from the subscriber-help block', async () => {
    fakeApi({ 'GET /api/contentBlock/slug/subscriber-help': { body: block('subscriber-help', 'Help for Subscribers', '<p>Invite a client.</p>') } });
    renderApp('/subscriberHelp', { auth: session(['Subscriber']) });
    expect(await screen.findByText('Invite a client.')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'about', 'About'],
    ['/testingNotes', 'testing-notes', 'Testing Notes'],
    ['/page/contact-us', 'contact-us', 'Contact Us'],
  ])('serves %s from the %s block', async (path, slug, title) => {
    fakeApi({ [`GET /api/contentBlock/slug/${slug}`]: { body: block(slug, title, `<p>The ${slug} text.</p>`) } });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`The ${slug} text.`)).toBeInTheDocument();
  });

  it('says so when there is no such page', async () => {
    fakeApi({});
    renderApp('/page/no-such-page');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});

describe('a block that starts with its own heading', () => {
  it('is not headed twice', async () => {
    fakeApi({ 'GET /api/contentBlock/slug/contact-us': { body: block('contact-us', 'Contact Us', '<h1>Contact Us</h1><p>Write to us.</p>') } });
    renderApp('/page/contact-us');
    expect(await screen.findByText('Write to us.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Contact Us', level: 1 })).toHaveLength(1);
  });
});
