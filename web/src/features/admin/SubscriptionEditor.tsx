import { Button, Form, Input, Modal } from 'antd';
import { isValid, parseISO } from 'date-fns';
import { useParams } from 'react-router';
import { Messages, type Subscription, type SubscriptionEdit } from '@app/contracts';
import { SubscriptionStatus } from '../mySubscription/SubscriptionStatus';
import { SubscriptionOwnerLink } from './SubscriptionOwnerLink';
import { useGetSubscriptionRecordQuery, useSaveSubscriptionMutation } from './adminApi';
import { EditorFrame, IdField, savedWithToasts } from './EditorFrame';
import { adminText } from './texts';

type SubscriptionValues = Omit<SubscriptionEdit, 'concurrencyCheck'>;

/** What the contracts' SubscriptionEdit takes as the expiration: a date, or a date and time with its offset. */
const ISO_DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** Spec 01 §9: a real calendar date (2027-02-30 is not one; issue 36, item 11). */
const isRealDate = (value: string) => ISO_DATE_OR_INSTANT.test(value) && isValid(parseISO(value));
const INVALID_DATE = 'Please enter a valid date';

const textFields = [
  ['stripeStatus', 'Stripe Status'],
  ['stripeSubscriptionId', 'Stripe Subscription Id'],
  ['stripeCustomerId', 'Stripe Customer Id'],
  ['stripePriceId', 'Stripe Price Id'],
  ['stripePromotionCodeId', 'Stripe Promotion Code Id'],
] as const;

const blankToNull = (values: SubscriptionValues): SubscriptionValues =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && value.trim() === '' ? null : value])) as SubscriptionValues;

/**
 * `/subscription/{id}` (spec 01 §2): the spec's fields, saved after a confirmation that warns of data loss
 * (the record is tied to the payment provider), with the version it was loaded at (a stale one is a 409).
 */
export function SubscriptionEditor() {
  const { id = '' } = useParams();
  const { data: subscription, isLoading, error } = useGetSubscriptionRecordQuery(id);
  const [save, saving] = useSaveSubscriptionMutation();
  const [modal, modalHolder] = Modal.useModal();

  const confirmSave = (loaded: Subscription, values: SubscriptionValues) =>
    void modal.confirm({
      title: adminText('confirmSaveSubscriptionTitle'),
      content: adminText('confirmSaveSubscription'),
      okText: adminText('save'),
      onOk: () => savedWithToasts(loaded.displayName, 'save', () => save({ id, ...blankToNull(values), concurrencyCheck: loaded.concurrencyCheck }).unwrap()),
    });

  return (
    <EditorFrame title={subscription?.displayName ?? adminText('subscriptions')} listPath="/subscription" loading={isLoading} error={error}>
      {modalHolder}
      {subscription && (
        <Form<SubscriptionValues> layout="vertical" initialValues={subscription} onFinish={(values) => confirmSave(subscription, values)}>
          <IdField id={subscription.id} />
          <Form.Item label="Status">
            <SubscriptionStatus subscription={subscription} />
          </Form.Item>
          {subscription.owner && (
            <Form.Item label="Owner">
              <SubscriptionOwnerLink owner={subscription.owner} />
            </Form.Item>
          )}
          <Form.Item name="displayName" label="Display Name" rules={[{ required: true, whitespace: true, message: Messages.required }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="stripeExpiration"
            label="Stripe Expiration"
            extra="An ISO date, or date and time with its offset (2027-01-31 or 2027-01-31T12:00:00Z)."
            rules={[{ validator: (_rule, value: string | null | undefined) => (!value || isRealDate(value.trim()) ? Promise.resolve() : Promise.reject(new Error(INVALID_DATE))) }]}
          >
            <Input />
          </Form.Item>
          {textFields.map(([name, label]) => (
            <Form.Item key={name} name={name} label={label}>
              <Input maxLength={255} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {adminText('save')}
          </Button>
        </Form>
      )}
    </EditorFrame>
  );
}
