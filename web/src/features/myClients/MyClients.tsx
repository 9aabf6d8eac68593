import { FormStatuses, type Form } from '@app/contracts';
import { ListScreen, type ListColumn } from '../lists/ListScreen';
import { useListFormsQuery } from './clientsApi';
import { FormStatusTag } from './FormStatusTag';
import { myClientsText, clientViewText } from './texts';

/** A client's questionnaire, not the AI-adjusted report variants made from it. */
export const QUESTIONNAIRES_ONLY = 'originalFormId = null';

/** On a phone: the name in one column and the status, which fit its width (issue 33). */
const columns: ListColumn<Form>[] = [
  {
    key: 'lastName',
    title: myClientsText('lastName'),
    kind: 'text',
    onPhone: { title: clientViewText('name'), render: (form) => [form.lastName, form.firstName].filter(Boolean).join(', ') },
  },
  { key: 'firstName', title: myClientsText('firstName'), kind: 'text', onPhone: 'hidden' },
  { key: 'email', title: myClientsText('email'), kind: 'text', hidden: true },
  { key: 'phoneNumber', title: myClientsText('phone'), kind: 'text', hidden: true },
  {
    key: 'isProctored',
    title: myClientsText('proctored'),
    kind: 'boolean',
    onPhone: 'hidden',
    render: (form) => (form.isProctored ? myClientsText('proctored') : myClientsText('notProctored')),
  },
  {
    key: 'formStatus',
    title: myClientsText('status'),
    kind: 'select',
    options: FormStatuses.map((status) => ({ value: status, label: status })),
    render: (form) => <FormStatusTag status={form.formStatus} />,
  },
  { key: 'created', title: myClientsText('created'), kind: 'date', hidden: true, render: (form) => new Date(form.created).toLocaleDateString() },
];

/** My Clients (spec 02 §2): the subscriber's clients' questionnaires, newest first; a row opens the client view. */
export function MyClients({ actions }: { actions?: React.ReactNode }) {
  return (
    <ListScreen<Form>
      title={myClientsText('myClients')}
      columns={columns}
      useList={useListFormsQuery}
      always={[QUESTIONNAIRES_ONLY]}
      defaultOrder="created desc"
      rowPath={(form) => `/subscriber/client/${form.clientId}`}
      actions={actions}
    />
  );
}
