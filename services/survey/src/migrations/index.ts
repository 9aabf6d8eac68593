import type { Migration } from '@app/platform';
import { templatesTable } from './0001-templates.js';
import { formsTables } from './0002-forms.js';
import { answerFilesTables } from './0003-answer-files.js';
import { formCheckOuts } from './0004-form-check-outs.js';
import { answerFileChunksStored } from './0005-answer-file-chunks-stored.js';
import { templateScoring } from './0006-template-scoring.js';
import { adjustedVariantColumns } from './0007-adjusted-variants.js';
import { answerLanguage } from './0008-answer-language.js';
import { templateTranslations } from './0009-template-translations.js';
import { templateVersions } from './0010-template-versions.js';
import { formLanguage } from './0011-form-language.js';
import { formPosition } from './0012-form-position.js';

/** Survey's migrations, run after the platform's (names sort after `0000_`). */
export const surveyMigrations: Record<string, Migration> = {
  '0001_templates': templatesTable,
  '0002_forms': formsTables,
  '0003_answer_files': answerFilesTables,
  '0004_form_check_outs': formCheckOuts,
  '0005_answer_file_chunks_stored': answerFileChunksStored,
  '0006_template_scoring': templateScoring,
  '0007_adjusted_variants': adjustedVariantColumns,
  '0008_answer_language': answerLanguage,
  '0009_template_translations': templateTranslations,
  '0010_template_versions': templateVersions,
  '0011_form_language': formLanguage,
  '0012_form_position': formPosition,
};
