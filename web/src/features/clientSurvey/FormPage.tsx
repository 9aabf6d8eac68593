import { Fragment, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  missingAnswers,
  requiredQuestionKeys,
  selfHarmAnswerKeys,
  visibleQuestionKeys,
  type Form as ClientForm,
  type Page,
  type PageTemplate,
  type Translated,
} from '@app/contracts';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../clientShell/ClientShell';
import { Alert, Button, PageTitle, Panel, ProgressBar, Toast } from '../clientShell/controls';
import { ClientLanguageSwitch } from './ClientLanguageSwitch';
import { useGetClientFormQuery, useOpenPageMutation } from './formApi';
import { currentLanguage, useTexts } from '../../i18n/i18n';
import { CrisisNotice } from './CrisisNotice';
import { QuestionField } from './QuestionField';
import { useAutosavedAnswers, type PageAnswers, type SaveStatus } from './useAutosavedAnswers';
import { useDeviceAnswers } from './useDeviceAnswers';
import { useDeviceForm } from './useDeviceForm';
import { useOnline } from './useOnline';
import { useTranslatedTemplates } from './translatedPages';
import { SignedIn } from '../auth/SignedIn';

export const pagePath = (formId: string, pageId: string, allowJump: boolean) => `/client/form/${formId}/page/${pageId}${allowJump ? '?allowJump' : ''}`;
export const reviewPath = (formId: string) => `/client/form/${formId}/review`;

/**
 * `/client/form/{formId}/page/{pageId}` (spec 02 §2, §4): one page of the questionnaire, its answers saved
 * as the client types (`useAutosavedAnswers`; on the device when the form is checked out here,
 * `useDeviceAnswers`), with the progress bar, Save, Back, Jump to Page (later pages only with `allowJump`),
 * and Next (Finish on the last page, to the review) after the required check.
 */
export function FormPage() {
  const { formId = '', pageId = '' } = useParams();
  const onDevice = useDeviceForm(formId, pageId);
  if (onDevice === null) return <Loading />;
  return (
    <>
      <ClientLanguageSwitch />
      {onDevice ? (
        <FormPageOf form={onDevice.form} onDevice completed={onDevice.finalized} />
      ) : (
        <SignedIn>
          <ServerFormPage formId={formId} />
        </SignedIn>
      )}
    </>
  );
}

function ServerFormPage({ formId }: { formId: string }) {
  const { data: form, error, isLoading } = useGetClientFormQuery(formId);
  if (isLoading) return <Loading />;
  if (error || !form?.pages) return <LocalizedErrorAlert error={error} />;
  return <FormPageOf form={form} onDevice={false} completed={form.formStatus === 'Completed'} />;
}

function FormPageOf({ form, onDevice, completed }: { form: ClientForm; onDevice: boolean; completed: boolean }) {
  const t = useTexts('form');
  const { pageId = '' } = useParams();
  const [params] = useSearchParams();
  const pages = form.pages ?? [];
  const index = pages.findIndex((page) => page.id === pageId);
  if (index < 0 || !pages[index].answerSet) return <Alert type="error" title={t('pageNotFound')} />;
  const props = { form, pages, index, allowJump: params.has('allowJump') };
  if (completed) return <CompletedPageForm key={pageId} {...props} />;
  return onDevice ? <DevicePageForm key={pageId} {...props} /> : <ServerPageForm key={pageId} {...props} />;
}

interface PageFormProps {
  form: ClientForm;
  pages: Page[];
  index: number;
  allowJump: boolean;
}

function ServerPageForm(props: PageFormProps) {
  const autosaved = useAutosavedAnswers(props.pages[props.index].answerSet!);
  useRecordedPosition(props.form, props.pages[props.index].id);
  return <PageForm {...props} answers={autosaved} onDevice={false} />;
}

/** Tells the server the page the client opened (issue 33), unless it is where they were already: a return on any device picks up there. */
function useRecordedPosition(form: ClientForm, pageId: string) {
  const [openPage] = useOpenPageMutation();
  const recorded = form.position?.lastPageId;
  useEffect(() => {
    if (recorded !== pageId) void openPage({ formId: form.id, pageId });
  }, [form.id, pageId, recorded, openPage]);
}

/** How far the client has come: the furthest page they opened (issue 33), answered, or are on. */
function furthestReached(form: ClientForm, pages: readonly Page[], index: number): number {
  const answered = pages.map((page, at) => (page.answerSet && (page.answerSet.concurrencyCheck > 0 || Object.keys(page.answerSet.answers).length > 0) ? at : -1));
  return Math.max(
    index,
    pages.findIndex((page) => page.id === form.position?.furthestPageId),
    ...answered,
  );
}

function DevicePageForm(props: PageFormProps) {
  const onDevice = useDeviceAnswers(props.form.id, props.pages[props.index].answerSet!);
  return <PageForm {...props} answers={onDevice} onDevice />;
}

const unchangeable = () => undefined;

/** A page of a completed questionnaire (spec 02 §4: no edits afterwards): its answers as kept, nothing to change or send. */
function CompletedPageForm(props: PageFormProps) {
  const kept: PageAnswers = {
    answers: props.pages[props.index].answerSet!.answers,
    change: unchangeable,
    saveNow: async () => true,
    status: 'saved',
    conflicted: false,
    dismissConflict: unchangeable,
  };
  return <PageForm {...props} answers={kept} onDevice={false} completed />;
}

function PageForm({
  form,
  pages,
  index,
  allowJump,
  answers: pageAnswers,
  onDevice,
  completed = false,
}: PageFormProps & { answers: PageAnswers; onDevice: boolean; completed?: boolean }) {
  const t = useTexts('form');
  const page = pages[index];
  const navigate = useNavigate();
  const { answers, change, saveNow, status, refusal, conflicted, dismissConflict } = pageAnswers;
  const online = useOnline();
  const { checked, reviewNotice, hideReviewNotice, showMissing } = useAnswersCheck();
  const templates = useTranslatedTemplates(pages);
  const template = templates[index];
  // What this reader must answer (issue 33: not a screen offered in English only, nor an empty supporter's slot).
  const missing = missingAnswers(template, answers, currentLanguage());
  const isLast = index === pages.length - 1;
  // A page flagged stopIfOffline (spec 02 §3) is not answered by an offline client: a notice instead.
  const stopped = template.stopIfOffline && (onDevice || !online);

  // Leaving for another page sends this page's answers on the way, without waiting for the server (a round
  // trip of a weak signal before each Next): they are on the device already and stay there if the save fails,
  // and this page opened again sends them from there. The review waits for them: it lists what is saved.
  const leaveTo = async (path: string) => {
    void saveNow();
    await navigate(path);
  };
  const leaveForReview = async () => {
    await saveNow();
    await navigate(reviewPath(form.id));
  };
  const forward = async () => {
    if (missing.length > 0 && !stopped && !completed) {
      showMissing(missing);
      return;
    }
    await (isLast ? leaveForReview() : leaveTo(pagePath(form.id, pages[index + 1].id, allowJump)));
  };

  return (
    <Panel size="wide">
      {reviewNotice && <Toast title={t('reviewTitle')} text={reviewNotice} onClose={hideReviewNotice} />}
      <ProgressBar percent={Math.round(((index + 1) / pages.length) * 100)} text={t('progress', { page: index + 1, pages: pages.length })} />
      <PageTitle>{template.title}</PageTitle>
      {template.description && <p>{template.description}</p>}
      {template.englishOnly && <Alert type="info" title={t('englishOnly')} />}
      {conflicted && <Alert type="warning" title={t('conflict')} onClose={dismissConflict} />}
      {completed ? <Alert type="info" title={t('completedReadOnly')} /> : <SaveState status={status} refusal={refusal} onDevice={onDevice} />}
      {stopped ? (
        <Alert type="info" title={t('offlineTitle')} description={t('offlineNotice')} />
      ) : (
        <PageQuestions template={template} answers={answers} completed={completed} answerSetId={page.answerSetId} unanswered={checked ? missing : []} onChange={change} />
      )}
      <PageActions
        form={form}
        pages={pages}
        index={index}
        allowJump={allowJump}
        completed={completed}
        isLast={isLast}
        titles={templates.map((other) => other.title)}
        onLeave={(path) => void leaveTo(path)}
        onSave={() => void saveNow()}
        onForward={() => void forward()}
      />
    </Panel>
  );
}

/**
 * The check before leaving a page: the required questions left unanswered marked and listed in a notice, the
 * first of them brought into view.
 */
function useAnswersCheck() {
  const t = useTexts('form');
  const [checked, setChecked] = useState(false);
  // Set anew at each failed check: the field to bring into view once its error shows.
  const [pointAt, setPointAt] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (pointAt) focusField(pointAt.key);
  }, [pointAt]);
  const [reviewNotice, setReviewNotice] = useState<string | null>(null);
  const hideReviewNotice = useCallback(() => setReviewNotice(null), []);
  const showMissing = (missing: readonly { key: string; label: string }[]) => {
    setChecked(true);
    setReviewNotice([t('reviewIntro'), ...missing.map((question) => `• ${question.label}`)].join('\n'));
    setPointAt({ key: missing[0].key });
  };
  return { checked, reviewNotice, hideReviewNotice, showMissing };
}

/** The page's questions shown, each with its error once checked; on a completed questionnaire every control disabled at once. */
function PageQuestions({
  template,
  answers,
  completed,
  answerSetId,
  unanswered,
  onChange,
}: {
  template: Translated<PageTemplate>;
  answers: PageAnswers['answers'];
  completed: boolean;
  answerSetId: string;
  unanswered: readonly Translated<PageTemplate>['questions'][number][];
  onChange: (key: string, value: string | null) => void;
}) {
  const t = useTexts('form');
  const visible = visibleQuestionKeys(template.questions, answers);
  const required = requiredQuestionKeys(template, answers, currentLanguage());
  const selfHarm = selfHarmAnswerKeys(template, answers);
  const fields = template.questions
    .filter((question) => visible.has(question.key))
    .map((question) => (
      <Fragment key={question.key}>
        <QuestionField
          question={{ ...question, isRequired: required.has(question.key) }}
          value={answers[question.key] ?? null}
          answerSetId={answerSetId}
          onChange={(value) => onChange(question.key, value)}
          error={unanswered.includes(question) ? t('required') : undefined}
        />
        {selfHarm.includes(question.key) && <CrisisNotice />}
      </Fragment>
    ));
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      {completed ? (
        // Every control of the page disabled at once, as shown.
        <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {fields}
        </fieldset>
      ) : (
        fields
      )}
    </form>
  );
}

/** Back, Save, the pages to jump to (those reached; all of them with allowJump, spec 02 §4) and Next or Finish. */
function PageActions({
  form,
  pages,
  index,
  allowJump,
  completed,
  isLast,
  titles,
  onLeave,
  onSave,
  onForward,
}: PageFormProps & { completed: boolean; isLast: boolean; titles: string[]; onLeave: (path: string) => void; onSave: () => void; onForward: () => void }) {
  const t = useTexts('form');
  const reached = furthestReached(form, pages, index);
  const jump = pages.map((other, at) => ({ id: other.id, title: `${at + 1}. ${titles[at]}`, disabled: at > reached && !allowJump && !completed }));
  return (
    <div className="cs-actions">
      <Button disabled={index === 0} onClick={() => onLeave(pagePath(form.id, pages[index - 1]?.id ?? '', allowJump))}>
        {t('back')}
      </Button>
      {!completed && <Button onClick={onSave}>{t('save')}</Button>}
      <select
        className="cs-input"
        style={{ width: 'auto', minWidth: 180, flex: '1 1 180px' }}
        aria-label={t('jumpToPage')}
        value=""
        onChange={(event) => onLeave(pagePath(form.id, event.target.value, allowJump))}
      >
        <option value="" disabled>
          {t('jumpToPage')}
        </option>
        {jump.map((other) => (
          <option key={other.id} value={other.id} disabled={other.disabled}>
            {other.title}
          </option>
        ))}
      </select>
      <Button variant="primary" onClick={onForward}>
        {isLast ? t('finish') : t('next')}
      </Button>
    </div>
  );
}

/**
 * Brings a question's field to the middle of the screen (clear of the toast at the top) and puts the focus on
 * its control, which names its error to a screen reader (`aria-invalid`, `aria-describedby`).
 */
function focusField(key: string) {
  const field = document.getElementById(`q-${key}-error`)?.closest<HTMLElement>('.cs-field');
  field?.scrollIntoView?.({ block: 'center' });
  field?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/** Where the page's answers stand, announced to screen readers. */
function SaveState({ status, refusal, onDevice }: { status: SaveStatus; refusal: unknown; onDevice: boolean }) {
  const t = useTexts('form');
  return (
    <div aria-live="polite" style={{ minHeight: 24, marginBottom: 8 }}>
      {status === 'refused' ? (
        <LocalizedErrorAlert title={t('saveFailed')} error={refusal} />
      ) : status === 'failed' ? (
        <Alert type="error" title={t('saveFailed')} description={t('savedOnDevice')} />
      ) : (
        <span className="cs-secondary">{status === 'saved' ? (onDevice ? t('savedOnThisDevice') : t('saved')) : status === 'saving' ? t('saving') : ''}</span>
      )}
    </div>
  );
}
