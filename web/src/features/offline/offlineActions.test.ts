import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { proctoredClientForm } from '../../../test/forms';
import { deviceCheckouts } from './deviceCheckouts';
import { answerOfflineRequest } from './offlineActions';

const TOKEN = 'subscriber.jwt.token';

function serverFor({ form, client, checkOutId }: ReturnType<typeof proctoredClientForm>) {
  return fakeApi({
    [`GET /api/client/${client.id}`]: { body: client },
    [`POST /api/form/${form.id}/checkOut`]: { body: { checkOutId, form } },
    [`POST /api/form/${form.id}/checkIn`]: { body: { ...form, formStatus: 'Completed' } },
  });
}

describe('the offline worker’s actions', () => {
  it('checks a client out: the form is kept on the device sealed under a key script cannot read, and listed by name', async () => {
    const setup = proctoredClientForm();
    const api = serverFor(setup);
    expect(await answerOfflineRequest({ action: 'checkOut', clientId: setup.client.id, token: TOKEN, deviceName: 'Office laptop' })).toEqual({ ok: true });
    expect(api.calls(`POST /api/form/${setup.form.id}/checkOut`)[0]).toMatchObject({ body: { deviceName: 'Office laptop' }, authorization: `Bearer ${TOKEN}` });

    const { checkouts } = (await answerOfflineRequest({ action: 'getCheckouts' })) as { checkouts: { clientId: string; name: string; firstPageId: string }[] };
    expect(checkouts).toContainEqual(expect.objectContaining({ clientId: setup.client.id, name: 'Anselm Kowalczyk', firstPageId: setup.form.pages![0].id }));

    const raw = await (await openDB('mitigation-survey-offline')).get('checkouts', setup.client.id);
    expect(new TextDecoder().decode(raw.sealed)).not.toContain('Kowalczyk');
    expect(JSON.stringify(raw)).not.toContain('Kowalczyk');
    expect(raw.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', raw.key)).rejects.toThrow();
  });

  it('checks in every answer set given on the device, with the finalize, and then forgets the client', async () => {
    const setup = proctoredClientForm();
    const api = serverFor(setup);
    await answerOfflineRequest({ action: 'checkOut', clientId: setup.client.id, token: TOKEN });
    const [first, second] = setup.form.pages!;
    await deviceCheckouts.saveAnswers(setup.form.id, first.answerSetId, { story: 'Raised by my grandmother.' });
    await deviceCheckouts.saveAnswers(setup.form.id, second.answerSetId, { story: 'Worked nights at the mill.' });
    await deviceCheckouts.change(setup.form.id, (held) => void (held.finalized = true));

    expect(await answerOfflineRequest({ action: 'checkIn', clientId: setup.client.id, token: TOKEN })).toEqual({ ok: true });
    expect(api.calls(`POST /api/form/${setup.form.id}/checkIn`)[0].body).toEqual({
      checkOutId: setup.checkOutId,
      answerSets: [
        { id: first.answerSetId, answers: { story: 'Raised by my grandmother.' }, language: 'en' },
        { id: second.answerSetId, answers: { story: 'Worked nights at the mill.' }, language: 'en' },
      ],
      finalize: true,
    });
    expect(await deviceCheckouts.ofClient(setup.client.id)).toBeUndefined();
  });

  it('keeps the answers on the device when the check-in does not get through, and says why', async () => {
    const setup = proctoredClientForm();
    const api = serverFor(setup);
    await answerOfflineRequest({ action: 'checkOut', clientId: setup.client.id, token: TOKEN });
    await deviceCheckouts.saveAnswers(setup.form.id, setup.form.pages![0].answerSetId, { story: 'Kept.' });

    api.on(`POST /api/form/${setup.form.id}/checkIn`, { status: 401, body: errorBody('You are not logged in or do not have access.') });
    expect(await answerOfflineRequest({ action: 'checkIn', clientId: setup.client.id, token: 'expired' })).toMatchObject({ ok: false, status: 401 });
    const working = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await answerOfflineRequest({ action: 'checkIn', clientId: setup.client.id, token: TOKEN })).toMatchObject({ ok: false, status: 0 });
    globalThis.fetch = working;
    expect((await deviceCheckouts.form(setup.form.id))?.form.pages![0].answerSet!.answers).toEqual({ story: 'Kept.' });

    api.on(`POST /api/form/${setup.form.id}/checkIn`, { body: { ...setup.form, formStatus: 'Started' } });
    expect(await answerOfflineRequest({ action: 'checkIn', clientId: setup.client.id, token: TOKEN })).toEqual({ ok: true });
  });

  it('passes the server’s refusal of a check-out on and keeps nothing', async () => {
    const setup = proctoredClientForm();
    const api = serverFor(setup);
    api.on(`POST /api/form/${setup.form.id}/checkOut`, { status: 409, body: errorBody('Only proctored clients can be checked out for offline use.') });
    expect(await answerOfflineRequest({ action: 'checkOut', clientId: setup.client.id, token: TOKEN })).toEqual({
      ok: false,
      status: 409,
      message: 'Only proctored clients can be checked out for offline use.',
    });
    expect(await deviceCheckouts.ofClient(setup.client.id)).toBeUndefined();
  });
});
