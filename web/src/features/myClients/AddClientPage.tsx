import { Alert, Button, Checkbox, Form, Radio, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, DEFAULT_REMINDER_DAYS, LanguageNames, Languages, ReminderDays, SUPPORTERS_TEMPLATE_KEY, type InviteClientRequest, type Template } from '@app/contracts';
import { errorBodyOf, errorStatus } from '../../app/errors';
import { LinkButton } from '../ui/LinkButton';
import { toast } from '../ui/toast';
import { useInviteClientMutation, useListInviteTemplatesQuery } from './clientsApi';
import { ClientContactFields } from './ClientContactFields';
import { myClientsText, inviteErrorText } from './texts';

type InviteValues = Omit<InviteClientRequest, 'templateIds' | 'email' | 'phoneNumber'> & { email?: string; phoneNumber?: string; templateIds: string[] };

const initialValues: Partial<InviteValues> = {
  useEmail: true,
  useSms: true,
  reminderDays: DEFAULT_REMINDER_DAYS,
  enableSupporters: true,
  isProctored: false,
  preferredLanguage: DEFAULT_LANGUAGE,
};

const isScreen = (template: Template) => template.scoring !== null;

/**
 * The Letters of Support page and "Ask for letters of support" are one choice (survey adds the page with
 * `enableSupporters`, and only then): checking or unchecking either sets the other (issue 36, item 11).
 */
function lettersOfSupportInSync(changed: Partial<InviteValues>, values: InviteValues, lettersId: string | undefined): Partial<InviteValues> | null {
  if (!lettersId) return null;
  const templateIds = values.templateIds ?? [];
  if ('templateIds' in changed && templateIds.includes(lettersId) !== values.enableSupporters) return { enableSupporters: templateIds.includes(lettersId) };
  if ('enableSupporters' in changed && templateIds.includes(lettersId) !== changed.enableSupporters) {
    return { templateIds: changed.enableSupporters ? [...templateIds, lettersId] : templateIds.filter((id) => id !== lettersId) };
  }
  return null;
}
const byWeight = (a: Template, b: Template) => a.defaultWeight - b.defaultWeight;

/** The pages and screens to ask, as one value (Form.Item hands it `value` and `onChange`). */
function TemplateChoices({ templates, value, onChange }: { templates: Template[]; value?: string[]; onChange?: (ids: string[]) => void }) {
  const choice = (template: Template) => (
    <Checkbox key={template.id} value={template.id} style={{ marginInlineStart: 0 }}>
      <strong>{template.subscriberTitle}</strong>
      {template.description && <div style={{ color: 'rgba(0,0,0,0.65)' }}>{template.description}</div>}
    </Checkbox>
  );
  const pages = templates.filter((template) => !isScreen(template)).sort(byWeight);
  const screens = templates.filter(isScreen).sort(byWeight);
  return (
    <Checkbox.Group style={{ display: 'block' }} value={value} onChange={onChange}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 16 }}>{myClientsText('pages')}</legend>
        <Typography.Paragraph type="secondary">{myClientsText('pagesExplained')}</Typography.Paragraph>
        <Space orientation="vertical" size={8}>
          {pages.map(choice)}
        </Space>
      </fieldset>
      {screens.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: '24px 0 0' }}>
          <legend style={{ fontWeight: 600, fontSize: 16 }}>{myClientsText('screens')}</legend>
          <Typography.Paragraph type="secondary">{myClientsText('screensExplained')}</Typography.Paragraph>
          <Space orientation="vertical" size={8}>
            {screens.map(choice)}
          </Space>
        </fieldset>
      )}
    </Checkbox.Group>
  );
}

/**
 * Add Client (`/subscriber/client/add`, spec 02 §5, §8, §9): the invite form with its defaults and rules, the
 * pages to ask (defaults checked) and the screens as their own group; then the client view.
 */
export function AddClientPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<InviteValues>();
  const templates = useListInviteTemplatesQuery();
  const [invite, invitation] = useInviteClientMutation();
  const lettersId = templates.data?.find((template) => template.key === SUPPORTERS_TEMPLATE_KEY)?.id;

  const send = async (values: InviteValues) => {
    try {
      const client = await invite({ ...values, email: values.email || null, phoneNumber: values.phoneNumber || null }).unwrap();
      toast.success(myClientsText('invited'));
      void navigate(`/subscriber/client/${client.id}`);
    } catch (error) {
      toast.titledError(myClientsText('errorInviting'), inviteErrorText(errorStatus(error), errorBodyOf(error)?.Details));
    }
  };

  if (templates.isLoading) return <Spin />;
  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={1}>{myClientsText('addClient')}</Typography.Title>
      {templates.isError && <Alert type="error" showIcon title={myClientsText('unableToLoadTemplates')} style={{ marginBottom: 16 }} />}
      <Form<InviteValues>
        form={form}
        layout="vertical"
        initialValues={{
          ...initialValues,
          templateIds: (templates.data ?? [])
            .filter((template) => template.isDefault || (template.id === lettersId && initialValues.enableSupporters))
            .map((template) => template.id),
        }}
        onValuesChange={(changed: Partial<InviteValues>, values: InviteValues) => {
          const sync = lettersOfSupportInSync(changed, values, lettersId);
          if (sync) form.setFieldsValue(sync);
        }}
        onFinish={(values) => void send(values)}
        onFinishFailed={() => toast.titledError(myClientsText('provideAdditionalInformation'), myClientsText('inviteIncomplete'))}
      >
        <ClientContactFields />
        <Form.Item name="preferredLanguage" label={myClientsText('preferredLanguage')} extra={myClientsText('preferredLanguageExplained')}>
          <Radio.Group aria-label={myClientsText('preferredLanguage')} options={Languages.map((language) => ({ value: language, label: LanguageNames[language].english }))} />
        </Form.Item>
        <Form.Item name="reminderDays" label={myClientsText('reminderDays')} extra={myClientsText('reminderExplained')}>
          <Radio.Group
            aria-label={myClientsText('reminderDays')}
            options={ReminderDays.map((days) => ({ value: days, label: days === 0 ? myClientsText('reminderNone') : myClientsText('reminderEvery', { days }) }))}
          />
        </Form.Item>
        <Form.Item name="enableSupporters" valuePropName="checked" extra={myClientsText('enableSupportersExplained')}>
          <Checkbox>{myClientsText('enableSupporters')}</Checkbox>
        </Form.Item>
        <Form.Item name="isProctored" valuePropName="checked" extra={myClientsText('isProctoredExplained')}>
          <Checkbox>{myClientsText('isProctored')}</Checkbox>
        </Form.Item>
        <Form.Item name="templateIds">
          <TemplateChoices templates={templates.data ?? []} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={invitation.isLoading}>
            {myClientsText('sendInvitation')}
          </Button>
          <LinkButton to="/">{myClientsText('cancel')}</LinkButton>
        </Space>
      </Form>
    </div>
  );
}
