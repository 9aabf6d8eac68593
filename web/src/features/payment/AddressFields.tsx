import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { Messages } from '@app/contracts';
import { requiredRules, requiredTextRules } from '../auth/rules';
import { FieldRow } from './FieldRow';
import { NativeSelect } from './NativeSelect';
import { countries, usStates } from './regions';
import { paymentText } from './texts';

const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));

/** The billing address: line 1 (required), line 2, city (required), state (from the list), postal code (required). */
export function AddressFields({ postalCodeLabel = paymentText('postalCode'), withCountry = false }: { postalCodeLabel?: string; withCountry?: boolean }) {
  const countryOptions = useMemo(() => (withCountry ? countries().map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })) : []), [withCountry]);
  return (
    <>
      <Form.Item label={paymentText('addressLine1')} name="line1" rules={requiredRules} required>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label={paymentText('addressLine2')} name="line2">
        <Input autoComplete="address-line2" />
      </Form.Item>
      <FieldRow>
        <Form.Item label={paymentText('city')} name="city" rules={requiredTextRules(100)} required>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label={paymentText('state')} name="state">
          <NativeSelect options={stateOptions} placeholder={paymentText('chooseState')} />
        </Form.Item>
      </FieldRow>
      <FieldRow>
        <Form.Item
          label={postalCodeLabel}
          name="postalCode"
          rules={[
            { required: true, whitespace: true, message: Messages.required },
            { max: 20, message: Messages.maxLength(20) },
          ]}
        >
          <Input autoComplete="postal-code" />
        </Form.Item>
        {withCountry && (
          <Form.Item label={paymentText('country')} name="country">
            <NativeSelect options={countryOptions} placeholder={paymentText('chooseCountry')} />
          </Form.Item>
        )}
      </FieldRow>
    </>
  );
}
