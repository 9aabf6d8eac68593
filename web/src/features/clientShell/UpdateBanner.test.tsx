import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { clientLanding } from '../../../test/forms';
import { renderApp } from '../../../test/render';

describe("the client's app", () => {
  afterEach(() => document.head.querySelector('meta[name="build-id"]')?.remove());

  it('offers Update Now, in its own controls, when the deployed build differs from the loaded one', async () => {
    const meta = document.createElement('meta');
    meta.name = 'build-id';
    meta.content = 'build-one';
    document.head.append(meta);
    fakeApi({ 'GET /version.json': { body: { buildId: 'build-two' } }, 'GET /api/client/landingData': { body: clientLanding({ isValidShortCode: false }) } });
    renderApp('/c/nope');
    expect(await screen.findByRole('button', { name: 'Update Now' })).toHaveClass('cs-button-primary');
    expect(screen.getByText('A new version of this app is available.').closest('[role=status]')).toHaveClass('cs-banner');
  });
});
