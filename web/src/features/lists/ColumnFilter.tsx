import { Input, Select } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../app/config';
import type { ColumnKind } from './listFilter';
import { listText } from './texts';

export interface FilterOption {
  value: string;
  label: string;
}

const yesNo: FilterOption[] = [
  { value: 'true', label: listText('yes') },
  { value: 'false', label: listText('no') },
];

/** Keys typed in a filter are the filter's, not the table's (Escape still closes it). */
const keepKeys = (event: KeyboardEvent) => {
  if (event.key !== 'Escape') event.stopPropagation();
};

/**
 * One column's filter, by its kind (spec 01 §7): typed text and numbers are applied once typing pauses for
 * FILTER_DEBOUNCE_MS; a choice (select, yes/no, a day) at once.
 */
export function ColumnFilter({
  title,
  kind,
  options,
  value,
  onChange,
  onDone,
}: {
  title: string;
  kind: ColumnKind;
  options?: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** Enter in a typed filter: applied at once, and the filter closes. */
  onDone: () => void;
}) {
  const label = listText('filter', { title });
  if (kind === 'select' || kind === 'boolean') {
    return (
      <Select
        aria-label={label}
        style={{ width: '100%', minWidth: 120 }}
        value={value}
        onChange={onChange}
        onKeyDown={keepKeys}
        options={[{ value: '', label: listText('any') }, ...(kind === 'boolean' ? yesNo : (options ?? []))]}
      />
    );
  }
  if (kind === 'date') return <Input type="date" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} onKeyDown={keepKeys} />;
  return <TypedFilter label={label} numeric={kind === 'number'} value={value} onChange={onChange} onDone={onDone} />;
}

function TypedFilter({ label, numeric, value, onChange, onDone }: { label: string; numeric: boolean; value: string; onChange: (value: string) => void; onDone: () => void }) {
  const [typed, setTyped] = useState(value);
  // A change of the address (back, a shared link) shows through.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <Input
      aria-label={label}
      inputMode={numeric ? 'decimal' : undefined}
      allowClear
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={keepKeys}
      onPressEnter={() => {
        if (typed !== value) onChange(typed);
        onDone();
      }}
    />
  );
}
