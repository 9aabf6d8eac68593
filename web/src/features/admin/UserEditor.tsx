import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { Messages, Roles } from '@app/contracts';
import { errorText } from '../../app/errors';
import { toast } from '../shell/toast';
import { useGetUserRecordQuery, useSetComplianceReviewerMutation, useSpoofLoginMutation } from './adminApi';
import { EditorFrame, IdField } from './EditorFrame';
import { AdminMessages as M } from './messages';

/**
 * `/applicationUser/{id}` (spec 01 §2): id and userName read-only, email and names editable, Spoof; saving a
 * user is not supported (spec 01 §8), so Save says so and sends nothing. The Compliance Reviewer switch grants
 * or revokes that role at once (issue 14).
 */
export function UserEditor() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, isLoading, error } = useGetUserRecordQuery(id);
  const [spoof, spoofing] = useSpoofLoginMutation();
  const [setReviewer, settingReviewer] = useSetComplianceReviewerMutation();

  const changeReviewer = async (granted: boolean) => {
    try {
      await setReviewer({ id, granted }).unwrap();
      toast.success(granted ? M.reviewerGranted : M.reviewerRevoked);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  const spoofUser = async () => {
    try {
      await spoof(id).unwrap();
      void navigate('/');
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <EditorFrame title={user?.displayName ?? user?.userName ?? M.users} listPath="/applicationUser" loading={isLoading} error={error}>
      {user && (
        <Form layout="vertical" initialValues={user} onFinish={() => toast.titledError(M.notSupported, Messages.cantSaveUsers)}>
          <IdField id={user.id} />
          <Form.Item name="userName" label="User Name">
            <Input readOnly variant="filled" />
          </Form.Item>
          <Form.Item name="email" label="Email">
            <Input type="email" />
          </Form.Item>
          <Form.Item name="firstName" label="First Name">
            <Input />
          </Form.Item>
          <Form.Item name="lastName" label="Last Name">
            <Input />
          </Form.Item>
          <Form.Item label={Roles.ComplianceReviewer} extra={M.reviewerExplained}>
            <Switch
              checked={user.roles.includes(Roles.ComplianceReviewer)}
              loading={settingReviewer.isLoading}
              onChange={(granted) => void changeReviewer(granted)}
              aria-label={Roles.ComplianceReviewer}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary">{M.spoofExplained}</Typography.Paragraph>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {M.save}
            </Button>
            <Button onClick={() => void spoofUser()} loading={spoofing.isLoading}>
              {M.spoof}
            </Button>
          </Space>
        </Form>
      )}
    </EditorFrame>
  );
}
