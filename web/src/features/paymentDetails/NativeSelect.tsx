import type { ChangeEvent } from 'react';

/**
 * A native <select> in antd's input look: the phone's own picker for long lists (states, countries), and none
 * of antd Select's virtual list in the sign-up bundle. Works as a Form.Item control (value / onChange).
 */
export function NativeSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <select
      id={id}
      aria-label={ariaLabel}
      aria-invalid={ariaInvalid}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value === '' ? undefined : event.target.value)}
      style={{
        width: '100%',
        height: 32,
        padding: '4px 8px',
        fontSize: 14,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        color: value ? 'rgba(0,0,0,0.88)' : 'rgba(0,0,0,0.45)',
      }}
    >
      <option value="">{placeholder ?? ''}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
