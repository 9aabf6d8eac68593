import { Injectable } from '@nestjs/common';
import { Roles, type Answers, type CaseDetails } from '@app/contracts';
import { isSiteAdmin, NotFoundError, PlatformRuntime, type Principal } from '@app/platform';
import type { AdjustedReportRow, ReportingDatabase, SupporterRow } from '../reporting-database.js';
import { openedSections } from '../social-history/sealed-sections.js';
import type { WrittenSection } from '../social-history/social-history.js';
import type { ReportLetter } from './mitigation-report/report-model.js';
import type { ReportSources } from './raw-report/report-contents.js';
import { DEFAULT_LETTER_TIME_ZONE } from './supporter-letter/signing-time.js';

export const formNotFound = () => new NotFoundError('The form');
export const letterNotFound = () => new NotFoundError('The signed letter');

/** A client's documents are their subscriber's and the site admins'. */
export const mayRead = (user: Principal, subscriberId: string) => isSiteAdmin(user) || (user.roles.includes(Roles.Subscriber) && subscriberId === user.id);

export function letterOf(row: SupporterRow): ReportLetter {
  return {
    supporterName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    clientRelationship: row.client_relationship,
    text: row.support_text ?? '',
    signatureName: row.signature_name ?? '',
    signedAt: new Date(row.signed_at!).toISOString(),
    textSha256: row.support_text_sha256,
    eSignConsentText: row.e_sign_consent_text,
  };
}

export type FormSources = Omit<ReportSources, 'date'> & { clientId: string; subscriberId: string };

/**
 * The form, its client with the case details the attorney saved, answers and signed letters, whoever asks
 * (undefined: unknown, or a deleted client's). The answers and the case details are opened here, all of the
 * form's in one request to survey and one to clients (erased: none).
 */
export async function formSources({ db, opener }: Pick<PlatformRuntime<ReportingDatabase>, 'db' | 'opener'>, formId: string): Promise<FormSources | undefined> {
  const row = await db
    .selectFrom('forms')
    .innerJoin('clients', 'clients.id', 'forms.client_id')
    .leftJoin('stat_users as attorney', 'attorney.id', 'forms.subscriber_id')
    .select([
      'forms.pages',
      'forms.status',
      'forms.completed',
      'forms.language',
      'forms.subscriber_id',
      'forms.client_id',
      'clients.first_name',
      'clients.last_name',
      'clients.subscriber_display_name',
      'clients.case_details',
      'attorney.time_zone as attorney_time_zone',
    ])
    .where('forms.id', '=', formId)
    .where('clients.deleted', '=', false)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = await db.selectFrom('answer_sets').select(['page_id', 'answers', 'language']).where('form_id', '=', formId).execute();
  // The answers (survey's) and the case details (clients') in one request to each owner.
  const [caseDetails, ...opened] = await opener.openAll([{ caseDetails: row.case_details }, ...stored.map(({ answers }) => ({ answers }))], ['answers', 'caseDetails']);
  const answerSets = stored.map((set, i) => ({ ...set, answers: (opened[i].answers as Answers | null) ?? {} }));
  const signed = await db.selectFrom('supporters').selectAll().where('client_id', '=', row.client_id).where('is_complete', '=', true).orderBy('signed_at').execute();
  return {
    form: row,
    client: { ...row, caseDetails: caseDetails.caseDetails as CaseDetails | null },
    answerSets,
    letters: signed.map(letterOf),
    clientId: row.client_id,
    subscriberId: row.subscriber_id,
    // The attorney's (issue 36), for the report's date and its letters' signatures; UTC until their account has one.
    timeZone: row.attorney_time_zone ?? DEFAULT_LETTER_TIME_ZONE,
  };
}

/** Reads of what a report is made from. */
@Injectable()
export class ReportQuery {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  /**
   * The form, its client and its answers, for a site admin or the client's subscriber. Anyone else's
   * form, an unknown one and a deleted client's do not exist for the caller (404), as survey answers.
   */
  async sourcesOf(user: Principal, formId: string): Promise<FormSources> {
    const sources = await formSources(this.runtime, formId);
    if (!sources || !mayRead(user, sources.subscriberId)) throw formNotFound();
    return sources;
  }

  /** The AI-adjusted variant `variantId`, if it is one, for the same callers as its form (404 for others). */
  async variantOf(user: Principal, variantId: string): Promise<AdjustedReportRow | undefined> {
    const variant = await this.runtime.db.selectFrom('adjusted_reports').selectAll().where('id', '=', variantId).executeTakeFirst();
    if (variant && !mayRead(user, variant.subscriber_id)) throw formNotFound();
    return variant;
  }

  /** The sections a variant's run wrote, in the narrative's order. */
  writtenSections(variant: Pick<AdjustedReportRow, 'id' | 'run'>): Promise<WrittenSection[]> {
    return openedSections(this.runtime, variant);
  }
}
