import { Alert, Button, Form, notification, Progress, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isAnswered, visibleQuestionKeys, type Form as ClientForm, type Page } from '@app/contracts';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../shell/Shell';
import { PageTitle, Panel } from '../shell/ui';
import { ClientLanguageSwitch } from './ClientLanguageSwitch';
import { useGetClientFormQuery } from './formApi';
import { useTexts } from '../../i18n/i18n';
import { QuestionField } from './QuestionField';
import { useAutosavedAnswers, type SaveStatus } from './useAutosavedAnswers';
import { useDeviceAnswers } from './useDeviceAnswers';
import { useDeviceForm } from './useDeviceForm';
import { useOnline } from './useOnline';
import { useTranslatedTemplates } from './translatedPages';
import { SignedIn } from '../auth/RequireAuth';

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
        <FormPageOf form={onDevice.form} onDevice />
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
  return <FormPageOf form={form} onDevice={false} />;
}

function FormPageOf({ form, onDevice }: { form: ClientForm; onDevice: boolean }) {
  const t = useTexts('form');
  const { pageId = '' } = useParams();
  const [params] = useSearchParams();
  const pages = form.pages ?? [];
  const index = pages.findIndex((page) => page.id === pageId);
  if (index < 0 || !pages[index].answerSet) return <Alert type="error" showIcon title={t('pageNotFound')} />;
  const props = { form, pages, index, allowJump: params.has('allowJump') };
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
  return <PageForm {...props} answers={autosaved} onDevice={false} />;
}

function DevicePageForm(props: PageFormProps) {
  const onDevice = useDeviceAnswers(props.form.id, props.pages[props.index].answerSet!);
  return <PageForm {...props} answers={onDevice} onDevice />;
}

type PageAnswers = ReturnType<typeof useAutosavedAnswers>;

function PageForm({ form, pages, index, allowJump, answers: pageAnswers, onDevice }: PageFormProps & { answers: PageAnswers; onDevice: boolean }) {
  const t = useTexts('form');
  const page = pages[index];
  const navigate = useNavigate();
  const { answers, change, saveNow, status, conflicted, dismissConflict } = pageAnswers;
  const online = useOnline();
  const [checked, setChecked] = useState(false);
  const templates = useTranslatedTemplates(pages);
  const template = templates[index];
  const questions = template.questions;
  const visible = visibleQuestionKeys(questions, answers);
  const shown = questions.filter((question) => visible.has(question.key));
  const missing = shown.filter((question) => question.isRequired && question.questionType !== 'Label' && !isAnswered(answers, question.key));
  const isLast = index === pages.length - 1;
  const progress = t('progress', { page: index + 1, pages: pages.length });
  // A page flagged stopIfOffline (spec 02 §3) is not answered by an offline client: a notice instead.
  const stopped = template.stopIfOffline && (onDevice || !online);

  // Leaving the page sends its answers first; they stay on the device if that fails.
  const leaveTo = async (path: string) => {
    await saveNow();
    await navigate(path);
  };
  const forward = async () => {
    if (missing.length > 0 && !stopped) {
      setChecked(true);
      notification.error({ title: t('reviewTitle'), description: [t('reviewIntro'), ...missing.map((question) => `• ${question.label}`)].join('\n'), style: { whiteSpace: 'pre-line' } });
      return;
    }
    await leaveTo(isLast ? reviewPath(form.id) : pagePath(form.id, pages[index + 1].id, allowJump));
  };

  return (
    <Panel style={{ maxWidth: 760, margin: '0 auto' }}>
      {/* Never antd's green "success" at 100%: its text fails the contrast check. */}
      <Progress percent={Math.round(((index + 1) / pages.length) * 100)} status="normal" format={() => progress} aria-label={progress} />
      <PageTitle>{template.title}</PageTitle>
      {template.description && <p>{template.description}</p>}
      {template.englishOnly && (
        <Alert type="info" showIcon title={t('englishOnly')} style={{ marginBottom: 16 }} />
      )}
      {conflicted && <Alert type="warning" showIcon closable title={t('conflict')} onClose={dismissConflict} style={{ marginBottom: 16 }} />}
      <SaveState status={status} onDevice={onDevice} />
      {stopped ? (
        <Alert type="info" showIcon title={t('offlineTitle')} description={t('offlineNotice')} />
      ) : (
        <Form layout="vertical" requiredMark onSubmitCapture={(event) => event.preventDefault()}>
          {shown.map((question) => (
            <QuestionField
              key={question.key}
              question={question}
              value={answers[question.key] ?? null}
              answerSetId={page.answerSetId}
              onChange={(value) => change(question.key, value)}
              error={checked && missing.includes(question) ? t('required') : undefined}
            />
          ))}
        </Form>
      )}
      <Space wrap style={{ marginTop: 16 }}>
        <Button size="large" disabled={index === 0} onClick={() => void leaveTo(pagePath(form.id, pages[index - 1]?.id ?? '', allowJump))}>
          {t('back')}
        </Button>
        <Button size="large" onClick={() => void saveNow()}>
          {t('save')}
        </Button>
        <Select
          size="large"
          aria-label={t('jumpToPage')}
          placeholder={t('jumpToPage')}
          value={null}
          style={{ minWidth: 180 }}
          options={pages.map((other, at) => ({ value: other.id, label: `${at + 1}. ${templates[at].title}`, disabled: at > index && !allowJump }))}
          onChange={(target: string) => void leaveTo(pagePath(form.id, target, allowJump))}
        />
        <Button type="primary" size="large" onClick={() => void forward()}>
          {isLast ? t('finish') : t('next')}
        </Button>
      </Space>
    </Panel>
  );
}

/** Where the page's answers stand, announced to screen readers. */
function SaveState({ status, onDevice }: { status: SaveStatus; onDevice: boolean }) {
  const t = useTexts('form');
  return (
    <div aria-live="polite" style={{ minHeight: 24, marginBottom: 8 }}>
      {status === 'failed' ? (
        <Alert type="error" showIcon title={t('saveFailed')} description={t('savedOnDevice')} />
      ) : (
        <span style={{ color: 'rgba(0,0,0,0.55)' }}>{status === 'saved' ? (onDevice ? t('savedOnThisDevice') : t('saved')) : status === 'saving' ? t('saving') : ''}</span>
      )}
    </div>
  );
}
