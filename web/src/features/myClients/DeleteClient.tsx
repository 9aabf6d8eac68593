import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { Client } from '@app/contracts';
import { errorText } from '../../app/errors';
import { toast } from '../ui/toast';
import { useDeleteClientMutation } from './clientsApi';
import { providedName } from './clientView';
import { clientViewText } from './texts';

/** The Manage tab (spec 02 §2): Delete Client, after a confirmation that names the client. */
export function DeleteClient({ client }: { client: Client }) {
  const navigate = useNavigate();
  const [deleteClient] = useDeleteClientMutation();
  const [modal, modalHolder] = Modal.useModal();
  const name = providedName(client);

  const confirm = () =>
    void modal.confirm({
      title: clientViewText('confirmDeleteTitle', { name }),
      content: clientViewText('confirmDelete', { name }),
      okText: clientViewText('delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteClient(client.id).unwrap();
          toast.success(clientViewText('deleted', { name }));
          void navigate('/');
        } catch (error) {
          toast.error(errorText(error));
        }
      },
    });

  return (
    <div>
      {modalHolder}
      <Typography.Paragraph>{clientViewText('deleteExplained')}</Typography.Paragraph>
      <Button danger type="primary" onClick={confirm}>
        {clientViewText('deleteClient')}
      </Button>
    </div>
  );
}
