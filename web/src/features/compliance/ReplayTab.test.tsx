import { screen, within } from '@testing-library/react';
import type { ClientReplay, ClientTimeline } from '@app/contracts';
import { fakeApi } from '../../../test/fake-api';
import { fill, renderApp, session } from '../../../test/render';

const reviewer = session(['Compliance Reviewer'], '5d0c7e2a-1111-4a4f-9d36-2f0f0c6c2a11', 'rita@example.com');
const clientId = 'c0ffee00-0000-4000-8000-000000000001';
const timeline: ClientTimeline = {
  client: { id: clientId, firstName: 'Ada', lastName: 'Quill', subscriberId: 's1', subscriberName: 'Pat Doe', created: '2026-11-01T10:00:00.000Z', deleted: false },
  total: 0,
  offset: 0,
  events: [],
};
const earlier = '2026-11-01T12:00:00.000Z';
const later = '2026-11-03T12:00:00.000Z';
const replay: ClientReplay = {
  at: earlier,
  compareTo: later,
  state: { record: { firstName: 'Ada', status: 'Invited', forms: { f1: { status: 'Created' } } }, answerSets: {}, eventCount: 2 },
  compareState: { record: { firstName: 'Ada', status: 'Invited', forms: { f1: { status: 'Completed' } } }, answerSets: {}, eventCount: 9 },
  changes: [
    { path: 'record.forms.f1.status', change: 'changed', before: 'Created', after: 'Completed' },
    { path: 'record.supporters', change: 'added', after: { s1: { firstName: 'Bea', lastName: 'Quill', isComplete: true } } },
    { path: 'answerSets.a1', change: 'added', after: { pageId: 'p1', formId: 'f1', version: 1, answers: { town: 'Tulsa', school: null } } },
  ],
};

describe('the compliance replay', () => {
  it('shows the interval from its earlier instant to its later one, the State at field the earlier, each value as text', async () => {
    const api = fakeApi({ [`GET /api/compliance/client/${clientId}/timeline`]: { body: timeline }, [`GET /api/compliance/client/${clientId}/replay`]: { body: replay } });
    const { user } = renderApp(`/compliance/client/${clientId}`, { auth: reviewer });
    await user.click(await screen.findByRole('tab', { name: 'Replay' }));
    const stateAt = screen.getByLabelText('State at');
    await user.clear(stateAt);
    await fill(user, stateAt, '2026-11-01T12:00:00');
    await fill(user, screen.getByLabelText('Compared with (optional)'), '2026-11-03T12:00:00');
    await user.click(screen.getByRole('button', { name: 'Replay' }));

    const asked = api.calls(`GET /api/compliance/client/${clientId}/replay`)[0];
    expect(new Date(asked.query.get('at')!).getTime()).toBeLessThan(new Date(asked.query.get('compareTo')!).getTime());
    const fromTo = `Changes from ${new Date(earlier).toLocaleString()} to ${new Date(later).toLocaleString()}`;
    const changes = (await screen.findByRole('heading', { name: fromTo })).nextElementSibling as HTMLElement;
    const headers = within(changes)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Field', 'Change', `At ${new Date(earlier).toLocaleString()}`, `At ${new Date(later).toLocaleString()}`]);
    const rows = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Record › forms › f1 › status', 'Changed', 'Created', 'Completed'],
      ['Record › supporters', 'Added', '', 's1:\n  firstName: Bea\n  lastName: Quill\n  isComplete: Yes'],
      ['Answer set › a1', 'Added', '', 'pageId: p1\nformId: f1\nversion: 1\nanswers:\n  town: Tulsa\n  school: (empty)'],
    ]);
    expect(screen.queryByText(/[{}"]/)).not.toBeInTheDocument();
  });
});
