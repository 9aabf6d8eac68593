import { Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

interface MutationFormProps<Values> extends Pick<FormProps<Values>, 'initialValues' | 'requiredMark' | 'style'> {
  /** The mutation's state (RTK Query's): its error shows above the fields, the button spins while it runs. */
  mutation: { isLoading: boolean; error?: unknown };
  /** Sends the checked values and acts on the answer; a rejection is shown through `mutation.error`. */
  onSubmit: (values: Values) => Promise<void>;
  submitText: ReactNode;
  /** The submit button spans the form (the account screens' narrow cards); false for a plain one. */
  block?: boolean;
  /** Below the submit button, inside the form. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A vertical form that makes one call when submitted: the call's error, the fields, the submit button. */
export function MutationForm<Values>({ mutation, onSubmit, submitText, block = true, footer, children, ...formProps }: MutationFormProps<Values>) {
  return (
    <Form<Values>
      layout="vertical"
      {...formProps}
      onFinish={(values) => {
        onSubmit(values).catch(() => {
          // shown by the alert above the fields
        });
      }}
    >
      <ErrorAlert error={mutation.error} />
      {children}
      <Button type="primary" htmlType="submit" loading={mutation.isLoading} block={block}>
        {submitText}
      </Button>
      {footer}
    </Form>
  );
}
