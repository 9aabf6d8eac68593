import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { Messages } from '@app/contracts';
import { requiredRules, requiredTextRules } from '../auth/rules';
import { FieldRow } from './FieldRow';
import { NativeSelect } from './NativeSelect';
import { countries, usStates } from './regions';
import { paymentDetailsText } from './texts';

const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));

/** The billing address: line 1 (required), line 2, city (required), state (from the list), postal code (required). */
export function AddressFields({ postalCodeLabel = paymentDetailsText('postalCode'), withCountry = false }: { postalCodeLabel?: string; withCountry?: boolean }) {
  const countryOptions = useMemo(() => (withCountry ? countries().map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })) : []), [withCountry]);
  return (
    <>
      <Form.Item label={paymentDetailsText('addressLine1')} name="line1" rules={requiredRules} required>
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item label={paymentDetailsText('addressLine2')} name="line2">
        <Input autoComplete="address-line2" />
      </Form.Item>
      <FieldRow>
        <Form.Item label={paymentDetailsText('city')} name="city" rules={requiredTextRules(100)} required>
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label={paymentDetailsText('state')} name="state">
          <NativeSelect options={stateOptions} placeholder={paymentDetailsText('chooseState')} />
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
          <Form.Item label={paymentDetailsText('country')} name="country">
            <NativeSelect options={countryOptions} placeholder={paymentDetailsText('chooseCountry')} />
          </Form.Item>
        )}
      </FieldRow>
    </>
  );
}
