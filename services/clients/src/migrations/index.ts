import type { Migration } from '@app/platform';
import { clientsTables } from './0001-clients-tables.js';
import { supportersTable } from './0002-supporters.js';
import { userRoles } from './0003-user-roles.js';
import { languages } from './0004-languages.js';
import { linkCodeHashes } from './0005-link-code-hashes.js';
import { formLastPage } from './0006-form-last-page.js';
import { caseDetails } from './0007-case-details.js';

/** Clients's migrations, run after the platform's (names sort after `0000_`). */
export const clientsMigrations: Record<string, Migration> = {
  '0001_clients_tables': clientsTables,
  '0002_supporters': supportersTable,
  '0003_user_roles': userRoles,
  '0004_languages': languages,
  '0005_link_code_hashes': linkCodeHashes,
  '0006_form_last_page': formLastPage,
  '0007_case_details': caseDetails,
};
