import { Messages } from '@app/contracts';
import { errorBody, fakeApi, takeContractViolations } from '../../test/fake-api';
import { authResponse, session } from '../../test/render';
import { accountApi } from '../features/auth/accountApi';
import { subscriptionApi } from '../features/mySubscription/subscriptionApi';
import { apiBase } from './api';
import { makeStore } from './store';

const subscriber = session(['Subscriber']);

describe('the fake API of the component tests holds both sides to the contracts', () => {
  it('refuses to describe a call the API does not have', () => {
    expect(() => fakeApi({ 'GET /api/account/me': { body: {} } })).toThrow('GET /api/account/me is not a call of the API contracts');
    expect(() => fakeApi({}).on('DELETE /api/subscriptionUser', { body: {} })).toThrow('not a call of the API contracts');
  });

  it('refuses an answer that misses a field, has one the contract does not know, or is not the error body', () => {
    const { jwtToken: _dropped, ...withoutToken } = authResponse(subscriber);
    expect(() => fakeApi({ 'POST /api/account/login': { body: withoutToken } })).toThrow('jwtToken');
    expect(() => fakeApi({ 'POST /api/account/login': { body: { ...authResponse(subscriber), displayName: 'Pat' } } })).toThrow('has fields its contract does not know');
    expect(() => fakeApi({ 'POST /api/subscription/cancel': { status: 400, body: { message: 'No' } } })).toThrow('Details');
    expect(() => fakeApi({ 'POST /api/subscription/cancel': { status: 400, body: errorBody('No') } })).not.toThrow();
  });

  it('reports a request the app sends that the API would refuse', async () => {
    fakeApi({ 'POST /api/account/login': { status: 400, body: errorBody(Messages.notValidated) } });
    const store = makeStore({});
    await store.dispatch(accountApi.endpoints.login.initiate({ email: 'pat@example.com', password: 'pass\u0000word' }));
    store.dispose();
    expect(takeContractViolations()).toEqual([`the request POST /api/account/login breaks its contract: password: ${Messages.unstorableCharacters}`]);
  });

  it('reports a call to an endpoint the contracts do not have, and a computed answer that breaks its contract', async () => {
    fakeApi({ 'POST /api/subscription/cancel': () => ({ body: {} }) });
    const store = makeStore({ auth: subscriber });
    await store.dispatch(subscriptionApi.endpoints.cancelSubscription.initiate({ subscriptionId: '5d2f8f5e-3c1c-4b8e-9a57-0c1f9a6f2b10' }));
    await fetch(`${apiBase()}/subscription/everything/at/once`);
    store.dispose();
    const violations = takeContractViolations();
    expect(violations[0]).toMatch(/^the 200 answer of POST \/api\/subscription\/cancel breaks its contract: id: /);
    expect(violations[1]).toBe('GET /api/subscription/everything/at/once is not a call of the API contracts (web/test/api-contract.ts)');
    expect(violations).toHaveLength(2);
  });
});
