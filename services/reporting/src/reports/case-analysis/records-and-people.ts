import type { RecordsAndPeople } from '../mitigation-report/report-model.js';
import type { AnalysisInput } from './facts.js';
import { peopleOf } from './people.js';
import { recordsOf } from './records.js';

/**
 * Whom to ask for records and whom to talk to (issue 34, item 5): the attorney's work product only, so the
 * court edition's model holds none (its contact details least of all).
 */
export const recordsAndPeopleOf = ({ record, letters, edition }: AnalysisInput): RecordsAndPeople =>
  edition === 'court' ? { records: [], people: [] } : { records: recordsOf(record), people: peopleOf(record, letters) };
