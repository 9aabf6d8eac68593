import { Alert } from 'antd';
import { errorLines } from '../../app/errors';
import { ErrorLines } from './ErrorLines';

/** A failed call's Details and SubErrors, one per line, in the form's red alert. */
export function ErrorAlert({ error, lines }: { error?: unknown; lines?: string[] }) {
  const shown = lines ?? (error ? errorLines(error) : []);
  if (shown.length === 0) return null;
  return <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={<ErrorLines lines={shown} />} />;
}
