import { serviceSettings, serviceUrls } from '../local/local-environment.js';

const local = { stateDir: '/srv/state', portOffset: 0, production: false };

describe("npm start's per-service settings", () => {
  it('turns the dev pages on for notification in a local run only, never in production', () => {
    expect(serviceSettings('notification', local)).toEqual({ DEV_PAGES: 'on' });
    expect(serviceSettings('notification', { ...local, production: true })).toEqual({});
    expect(serviceSettings('billing', local)).toEqual({});
  });

  it("points identity at the state folder's first-admin file", () => {
    expect(serviceSettings('identity', local)).toEqual({ ADMIN_PASSWORD_FILE: '/srv/state/first-admin.txt' });
  });

  it('gives the gateway every service at its shifted port, those not started yet included', () => {
    expect(serviceUrls(100)).toEqual({
      IDENTITY_URL: 'http://127.0.0.1:3101',
      BILLING_URL: 'http://127.0.0.1:3102',
      CLIENTS_URL: 'http://127.0.0.1:3103',
      SURVEY_URL: 'http://127.0.0.1:3104',
      REPORTING_URL: 'http://127.0.0.1:3105',
      NOTIFICATION_URL: 'http://127.0.0.1:3106',
    });
  });
});
