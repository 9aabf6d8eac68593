import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { areaFor, areas, lazyArea, lazyPage } from './areas';

describe('the area start-up loads before the first render', () => {
  it('is the screen the address opens for that user', () => {
    expect(areaFor('/', true, ['Subscriber'])).toBe(areas.subscriber);
    expect(areaFor('/', true, [])).toBe(areas.subscriber);
    expect(areaFor('/', true, ['Site Admin', 'Compliance Reviewer'])).toBe(areas.admin);
    expect(areaFor('/', true, ['Compliance Reviewer'])).toBe(areas.compliance);
    expect(areaFor('/', true, ['Client'])).toBeUndefined();
    expect(areaFor('/', false, [])).toBe(areas.visitor);
    expect(areaFor('/subscriber/client/5b0c', true, ['Subscriber'])).toBe(areas.subscriber);
    expect(areaFor('/applicationUser', true, ['Site Admin'])).toBe(areas.admin);
    expect(areaFor('/ApplicationUser/42', true, ['Site Admin'])).toBe(areas.admin);
    expect(areaFor('/login', false, [])).toBe(areas.account);
    expect(areaFor('/page/terms', false, [])).toBe(areas.content);
    // A visitor at a signed-in address is sent to the login: nothing of that area is fetched for them.
    expect(areaFor('/subscriber/client/5b0c', false, [])).toBeUndefined();
    expect(areaFor('/no-such-page', true, ['Subscriber'])).toBeUndefined();
  });
});

describe('a screen of a lazily loaded area', () => {
  const area = () => lazyArea(() => Promise.resolve({ Hello: ({ name }: { name: string }) => <h1>Hello, {name}</h1> }));

  it('shows the fallback while its area is on its way, then the screen', async () => {
    const Hello = lazyPage(area(), (m) => m.Hello);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Hello name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello, Ann' })).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once its area is here', async () => {
    const loaded = area();
    const Hello = lazyPage(loaded, (m) => m.Hello);
    await loaded.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Hello name="Ann" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello, Ann' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const flaky = lazyArea(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true })));
    await expect(flaky.load()).rejects.toThrow('offline');
    await expect(flaky.load()).resolves.toEqual({ ok: true });
    expect(attempts).toBe(2);
  });
});
