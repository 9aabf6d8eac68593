import { Button, Form, Input, Modal, Space, Switch, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { Messages, Roles, type ApplicationUser } from '@app/contracts';
import { errorBodyOf, errorStatus, errorText } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { toast } from '../ui/toast';
import {
  useGetUserRecordQuery,
  useSaveUserMutation,
  useSendPasswordResetMutation,
  useSetAccountDisabledMutation,
  useSetComplianceReviewerMutation,
  useSpoofLoginMutation,
} from './adminApi';
import { EditorFrame, IdField } from './EditorFrame';
import { adminText, saveErrorText } from './texts';
import { rememberAdminSession } from './spoofSession';

type UserValues = Pick<ApplicationUser, 'email' | 'firstName' | 'lastName'>;

const nameOf = (user: ApplicationUser) => user.displayName ?? user.userName ?? user.id;

/** `action`, then `done` as a toast, or its error. */
const run = async (action: () => Promise<unknown>, done: string) => {
  try {
    await action();
    toast.success(done);
  } catch (failure) {
    toast.error(errorText(failure));
  }
};

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * `/applicationUser/{id}` (spec 01 §2): id and userName read-only, email (required) and names saved (issue 36:
 * the spec's "can't save users" is gone, docs/decisions/0060-mending-accounts-issue-36.md); the account disabled or enabled, a password reset
 * link sent; Spoof and granting the Compliance Reviewer role after a confirmation (revoking it at once).
 */
export function UserEditor() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  const { data: user, isLoading, error } = useGetUserRecordQuery(id);
  const [spoof, spoofing] = useSpoofLoginMutation();
  const [save, saving] = useSaveUserMutation();
  const [modal, modalHolder] = Modal.useModal();

  const spoofUser = (loaded: ApplicationUser) =>
    void modal.confirm({
      title: adminText('confirmSpoofTitle'),
      content: adminText('confirmSpoof', { name: nameOf(loaded) }),
      okText: adminText('spoof'),
      onOk: async () => {
        try {
          rememberAdminSession(auth);
          await spoof(id).unwrap();
          void navigate('/');
        } catch (failure) {
          toast.error(errorText(failure));
        }
      },
    });

  const saveUser = async (loaded: ApplicationUser, values: UserValues) => {
    try {
      await save({ id, email: values.email ?? '', firstName: values.firstName ?? null, lastName: values.lastName ?? null }).unwrap();
      toast.success(adminText('userSaved'));
    } catch (failure) {
      const body = errorBodyOf(failure);
      const lines = body?.SubErrors?.length ? body.SubErrors : body?.Details && body.Details !== Messages.notValidated ? [body.Details] : [];
      toast.titledError(adminText('errorSaving'), saveErrorText(nameOf(loaded), errorStatus(failure), lines));
    }
  };

  return (
    <EditorFrame title={user?.displayName ?? user?.userName ?? adminText('users')} listPath="/applicationUser" loading={isLoading} error={error}>
      {modalHolder}
      {user && (
        <Form<UserValues> layout="vertical" initialValues={user} onFinish={(values) => void saveUser(user, values)}>
          <IdField id={user.id} />
          <Form.Item name="userName" label="User Name">
            <Input readOnly variant="filled" />
          </Form.Item>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, whitespace: true, message: Messages.required },
              { type: 'email', message: Messages.invalidEmail },
            ]}
          >
            <Input type="email" />
          </Form.Item>
          <Form.Item name="firstName" label="First Name">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Last Name">
            <Input maxLength={100} />
          </Form.Item>
          <AccountStatus id={id} user={user} modal={modal} />
          <ComplianceReviewer id={id} user={user} modal={modal} />
          <Typography.Paragraph type="secondary">{adminText('spoofExplained')}</Typography.Paragraph>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              {adminText('save')}
            </Button>
            <Button onClick={() => spoofUser(user)} loading={spoofing.isLoading} disabled={user.disabled}>
              {adminText('spoof')}
            </Button>
          </Space>
        </Form>
      )}
    </EditorFrame>
  );
}

/** Whether the account is disabled, with the button that disables (after a confirmation) or enables it, and the password reset link. */
function AccountStatus({ id, user, modal }: { id: string; user: ApplicationUser; modal: ModalApi }) {
  const auth = useAppSelector(selectAuth);
  const [setDisabled, settingDisabled] = useSetAccountDisabledMutation();
  const [sendReset, sendingReset] = useSendPasswordResetMutation();
  const disable = (loaded: ApplicationUser) =>
    void modal.confirm({
      title: adminText('confirmDisableTitle'),
      content: adminText('confirmDisable', { name: nameOf(loaded) }),
      okText: adminText('disableAccount'),
      okButtonProps: { danger: true },
      onOk: () => run(() => setDisabled({ id, disabled: true }).unwrap(), adminText('disabledToast')),
    });
  return (
    <Form.Item label={adminText('accountStatus')}>
      <Space wrap>
        <Tag color={user.disabled ? 'error' : 'success'}>{user.disabled ? adminText('accountDisabled') : adminText('accountActive')}</Tag>
        {user.disabled ? (
          <Button onClick={() => void run(() => setDisabled({ id, disabled: false }).unwrap(), adminText('enabledToast'))} loading={settingDisabled.isLoading}>
            {adminText('enableAccount')}
          </Button>
        ) : (
          <Button danger onClick={() => disable(user)} loading={settingDisabled.isLoading} disabled={user.id === auth.id}>
            {adminText('disableAccount')}
          </Button>
        )}
        <Button onClick={() => void run(() => sendReset(id).unwrap(), adminText('passwordResetSent'))} loading={sendingReset.isLoading} disabled={!user.email}>
          {adminText('sendPasswordReset')}
        </Button>
      </Space>
    </Form.Item>
  );
}

/** The Compliance Reviewer role: granted after a confirmation, revoked at once. */
function ComplianceReviewer({ id, user, modal }: { id: string; user: ApplicationUser; modal: ModalApi }) {
  const [setReviewer, settingReviewer] = useSetComplianceReviewerMutation();
  const changeReviewer = (loaded: ApplicationUser, granted: boolean) => {
    const change = () => run(() => setReviewer({ id, granted }).unwrap(), granted ? adminText('reviewerGranted') : adminText('reviewerRevoked'));
    if (!granted) return void change();
    void modal.confirm({ title: adminText('confirmReviewerTitle'), content: adminText('confirmReviewer', { name: nameOf(loaded) }), okText: adminText('grant'), onOk: change });
  };
  return (
    <Form.Item label={Roles.ComplianceReviewer} extra={adminText('reviewerExplained')}>
      <Switch
        checked={user.roles.includes(Roles.ComplianceReviewer)}
        loading={settingReviewer.isLoading}
        onChange={(granted) => changeReviewer(user, granted)}
        aria-label={Roles.ComplianceReviewer}
      />
    </Form.Item>
  );
}
