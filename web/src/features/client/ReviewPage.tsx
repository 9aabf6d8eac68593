import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isAnswered, visibleQuestionKeys, type Form as ClientForm, type TranslatedQuestion } from '@app/contracts';
import { SignedIn } from '../auth/SignedIn';
import { deviceCheckouts } from '../offline/deviceCheckouts';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../clientShell/ClientShell';
import { Button, PageTitle, Panel, SuccessResult } from '../clientShell/controls';
import { ClientLanguageSwitch } from './ClientLanguageSwitch';
import { useFinalizeFormMutation, useGetClientFormQuery } from './formApi';
import { useTexts } from '../../i18n/i18n';
import { pagePath } from './FormPage';
import { useDeviceForm } from './useDeviceForm';
import { answerText, useTranslatedTemplates } from './translatedPages';

export const completePath = (formId: string) => `/client/form/${formId}/complete`;

/** `/client/form/{formId}/review` (spec 02 §2): every answer, a way back to each page, and Complete Survey. */
export function ReviewPage() {
  const { formId = '' } = useParams();
  const onDevice = useDeviceForm(formId, 'review');
  if (onDevice === null) return <Loading />;
  return (
    <>
      <ClientLanguageSwitch />
      {onDevice ? (
        <DeviceReview form={onDevice.form} />
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
  return <Review form={form} completing={finalizing.isLoading} error={finalizing.error} complete={async () => !!(await finalize(form.id)).data} />;
}

/** A form checked out to this device completes there; the check-in finalizes it on the server. */
function DeviceReview({ form }: { form: ClientForm }) {
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
  return <Review form={form} completing={false} error={error} complete={complete} />;
}

function Review({ form, completing, error, complete }: { form: ClientForm; completing: boolean; error: unknown; complete: () => Promise<boolean> }) {
  const t = useTexts('form');
  const navigate = useNavigate();
  const pages = form.pages ?? [];
  const templates = useTranslatedTemplates(pages);
  return (
    <Panel size="wide">
      <PageTitle>{t('reviewPageTitle')}</PageTitle>
      <p>{t('reviewPageIntro')}</p>
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
                  <dd style={{ marginInlineStart: 0, whiteSpace: 'pre-line' }}>{isAnswered(answers, question.key) ? displayed(question, answers[question.key]!) : <em>{t('notAnswered')}</em>}</dd>
                </div>
              ))}
            </dl>
            <Link className="cs-button cs-button-default" to={pagePath(form.id, page.id, true)}>
              {t('edit')}
            </Link>
          </section>
        );
      })}
      <LocalizedErrorAlert error={error} />
      <Button
        variant="primary"
        block
        loading={completing}
        onClick={async () => {
          if (await complete()) await navigate(completePath(form.id));
        }}
      >
        {t('complete')}
      </Button>
    </Panel>
  );
}

/** A file answer by its name, a list answer as its options' texts. */
const displayed = (question: TranslatedQuestion, value: string) => (question.questionType === 'File' ? value.slice(value.indexOf('/') + 1) : answerText(question, value));

/** `/client/form/{formId}/complete`: the final thank-you page. */
export function CompletePage() {
  const t = useTexts('form');
  return (
    <>
      <ClientLanguageSwitch />
      <SuccessResult title={t('thankYouTitle')} text={t('thankYou')} />
    </>
  );
}
