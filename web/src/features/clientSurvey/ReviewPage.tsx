import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isAnswered, missingAnswers, visibleQuestionKeys, type Form as ClientForm, type Language, type TranslatedQuestion } from '@app/contracts';
import { SignedIn } from '../auth/SignedIn';
import { deviceCheckouts } from '../offline/deviceCheckouts';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../clientShell/ClientShell';
import { Alert, Button, PageTitle, Panel, SuccessResult } from '../clientShell/controls';
import { ClientLanguageSwitch } from './ClientLanguageSwitch';
import { useFinalizeFormMutation, useGetClientFormQuery } from './formApi';
import { currentLanguage, useTexts } from '../../i18n/i18n';
import { pagePath } from './FormPage';
import { useDeviceForm } from './useDeviceForm';
import { answerText, useTranslatedTemplates } from './translatedPages';

/** Spec 02 §2: the thank-you page's address. */
export const completePath = (formId: string) => `/client/form/${formId}/final`;

/**
 * `/client/form/{formId}/review` (spec 02 §2): the pages still to do, every answer, a way back to each page,
 * and Complete Survey, confirmed first (it cannot be undone); a completed questionnaire's answers only.
 */
export function ReviewPage() {
  const { formId = '' } = useParams();
  const onDevice = useDeviceForm(formId, 'review');
  if (onDevice === null) return <Loading />;
  return (
    <>
      <ClientLanguageSwitch />
      {onDevice ? (
        <DeviceReview form={onDevice.form} finalized={onDevice.finalized} />
      ) : (
        <SignedIn>
          <ServerReview formId={formId} />
        </SignedIn>
      )}
    </>
  );
}

function ServerReview({ formId }: { formId: string }) {
  const { data: form, error, isLoading } = useGetClientFormQuery(formId);
  const [finalize, finalizing] = useFinalizeFormMutation();
  if (isLoading) return <Loading />;
  if (error || !form?.pages) return <LocalizedErrorAlert error={error} />;
  return (
    <Review
      form={form}
      completed={form.formStatus === 'Completed'}
      completing={finalizing.isLoading}
      error={finalizing.error}
      complete={async () => !!(await finalize(form.id)).data}
    />
  );
}

/** A form checked out to this device completes there; the check-in finalizes it on the server. */
function DeviceReview({ form, finalized }: { form: ClientForm; finalized: boolean }) {
  const [error, setError] = useState<unknown>(undefined);
  const complete = async () => {
    try {
      await deviceCheckouts.change(form.id, (held) => void (held.finalized = true));
      return true;
    } catch (failure) {
      setError({ data: { Details: (failure as Error).message, SubErrors: [] } });
      return false;
    }
  };
  return <Review form={form} completed={finalized} completing={false} error={error} complete={complete} />;
}

interface ReviewProps {
  form: ClientForm;
  completed: boolean;
  completing: boolean;
  error: unknown;
  complete: () => Promise<boolean>;
}

function Review({ form, completed, completing, error, complete }: ReviewProps) {
  const t = useTexts('form');
  const pages = form.pages ?? [];
  const templates = useTranslatedTemplates(pages);
  const language = currentLanguage();
  const toDo = completed
    ? []
    : pages.flatMap((page, index) => {
        const missing = missingAnswers(templates[index], page.answerSet?.answers ?? {}, language);
        return missing.length ? [{ page, title: `${index + 1}. ${templates[index].title}`, questions: missing.map((question) => question.label).join(', ') }] : [];
      });
  return (
    <Panel size="wide">
      <PageTitle>{t('reviewPageTitle')}</PageTitle>
      {completed ? <Alert type="info" title={t('completedReadOnly')} /> : <p>{t('reviewPageIntro')}</p>}
      {toDo.length > 0 && (
        <Alert
          type="info"
          title={t('pagesToDo')}
          description={
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {toDo.map(({ page, title, questions }) => (
                <li key={page.id} style={{ marginBottom: 8 }}>
                  <Link to={pagePath(form.id, page.id, true)}>{title}</Link>: {questions}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {pages.map((page, index) => {
        const template = templates[index];
        const answers = page.answerSet?.answers ?? {};
        const visible = visibleQuestionKeys(template.questions, answers);
        const questions = template.questions.filter((question) => question.questionType !== 'Label' && visible.has(question.key));
        return (
          <section key={page.id} style={{ marginBottom: 24 }}>
            <h3 style={{ fontSize: 20, marginBottom: 8 }}>{template.title}</h3>
            <dl>
              {questions.map((question) => (
                <div key={question.key} style={{ marginBottom: 8 }}>
                  <dt style={{ fontWeight: 600 }}>{question.label}</dt>
                  <dd style={{ marginInlineStart: 0, whiteSpace: 'pre-line' }}>
                    {isAnswered(answers, question.key) ? displayed(question, answers[question.key]!, language) : <em>{t('notAnswered')}</em>}
                  </dd>
                </div>
              ))}
            </dl>
            <Link className="cs-button cs-button-default" to={pagePath(form.id, page.id, true)}>
              {completed ? t('view') : t('edit')}
            </Link>
          </section>
        );
      })}
      {!completed && <CompleteSurvey formId={form.id} completing={completing} error={error} complete={complete} />}
    </Panel>
  );
}

/** Complete Survey, and before it a confirmation saying what it does: the attorney is told, and no answer changes after. */
function CompleteSurvey({ formId, completing, error, complete }: Pick<ReviewProps, 'completing' | 'error' | 'complete'> & { formId: string }) {
  const t = useTexts('form');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) dialog.current?.focus();
  }, [confirming]);
  const completeAndLeave = async () => {
    if (await complete()) await navigate(completePath(formId));
  };
  if (!confirming) {
    return (
      <Button variant="primary" block onClick={() => setConfirming(true)}>
        {t('complete')}
      </Button>
    );
  }
  return (
    <div
      ref={dialog}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="complete-title"
      aria-describedby="complete-text"
      className="cs-alert cs-alert-warning"
      style={{ display: 'block' }}
    >
      <h3 id="complete-title" style={{ fontSize: 20, marginTop: 0 }}>
        {t('completeConfirmTitle')}
      </h3>
      <p id="complete-text">{t('completeConfirmText')}</p>
      <LocalizedErrorAlert error={error} />
      <div className="cs-actions">
        <Button onClick={() => setConfirming(false)}>{t('completeCancel')}</Button>
        <Button variant="primary" loading={completing} onClick={() => void completeAndLeave()}>
          {t('completeConfirm')}
        </Button>
      </div>
    </div>
  );
}

/** A file answer by its name, a date as people write it in the client's language, a list answer as its options' texts. */
function displayed(question: TranslatedQuestion, value: string, language: Language): string {
  if (question.questionType === 'File') return value.slice(value.indexOf('/') + 1);
  if (question.questionType === 'DatePicker') return dateText(value, language);
  return answerText(question, value);
}

/** `1988-03-14` as "March 14, 1988" or "14 de marzo de 1988"; anything else as it is. */
function dateText(value: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [year, month, day] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** `/client/form/{formId}/final`: the final thank-you page. */
export function CompletePage() {
  const t = useTexts('form');
  return (
    <>
      <ClientLanguageSwitch />
      <SuccessResult title={t('thankYouTitle')} text={t('thankYou')} />
    </>
  );
}
