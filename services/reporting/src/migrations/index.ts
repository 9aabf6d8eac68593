import type { Migration } from '@app/platform';
import { reportingTables } from './0001-reporting-tables.js';
import { supporterLetters } from './0002-supporter-letters.js';
import { statsTables } from './0003-stats.js';
import { adjustedReportsTables } from './0004-adjusted-reports.js';
import { answerLanguage } from './0005-answer-language.js';
import { answersKeptInline } from './0006-answers-kept-inline.js';
import { formLanguage } from './0007-form-language.js';
import { caseDetails } from './0008-case-details.js';
import { narrativeSections } from './0010-narrative-sections.js';
import { timeZones } from './0011-time-zones.js';
import { statPeriodIndexes } from './0012-stat-period-indexes.js';
import { letterSignatures } from './0009-letter-signatures.js';

/** Reporting's migrations, run after the platform's (names sort after `0000_`). */
export const reportingMigrations: Record<string, Migration> = {
  '0001_reporting_tables': reportingTables,
  '0002_supporter_letters': supporterLetters,
  '0003_stats': statsTables,
  '0004_adjusted_reports': adjustedReportsTables,
  '0005_answer_language': answerLanguage,
  '0006_answers_kept_inline': answersKeptInline,
  '0007_form_language': formLanguage,
  '0008_case_details': caseDetails,
  '0009_letter_signatures': letterSignatures,
  '0010_narrative_sections': narrativeSections,
  '0011_time_zones': timeZones,
  '0012_stat_period_indexes': statPeriodIndexes,
};
