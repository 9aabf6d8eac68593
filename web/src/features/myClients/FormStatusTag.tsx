import { Tag } from 'antd';
import type { FormStatus } from '@app/contracts';

const colors: Record<FormStatus, string> = { Created: 'default', Started: 'blue', Completed: 'green' };

/** A questionnaire's status (spec 02 §4) as a label. */
export function FormStatusTag({ status }: { status: FormStatus }) {
  return <Tag color={colors[status]}>{status}</Tag>;
}
