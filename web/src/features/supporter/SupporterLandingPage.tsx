import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { SupporterLimits, type SupporterLandingData } from '@app/contracts';
import { adoptLanguage, useTexts } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../shell/Shell';
import { PageTitle, Panel } from '../shell/ui';
import { useGetSupporterLandingDataQuery } from './supporterApi';
import { useLetterDraft, type DraftStatus } from './useLetterDraft';

/**
 * `/p/{shortCode}` (spec 02 §2, §5): the supporter's letter, its signature name and the e-sign checkbox,
 * saved as a draft while they type; Submit to Attorney signs it, after which everything is read-only.
 */
export function SupporterLandingPage() {
  const t = useTexts('supporter');
  const { shortCode = '' } = useParams();
  const { data, error, isLoading } = useGetSupporterLandingDataQuery(shortCode);
  const language = data?.isValidShortCode ? data.language : undefined;
  // The page is in the client's language, unless the supporter chose another one on this visit.
  useEffect(() => void (language && adoptLanguage(language)), [language]);
  if (isLoading) return <Loading />;
  if (error || !data) return <LocalizedErrorAlert error={error} />;
  return (
    <>
      <LanguageSwitch />
      {data.isValidShortCode ? (
        <LetterForm shortCode={shortCode} data={data} />
      ) : (
        <Alert type="error" showIcon title={t('invalidLink')} style={{ maxWidth: 460, margin: '24px auto' }} />
      )}
    </>
  );
}

function LetterForm({ shortCode, data }: { shortCode: string; data: SupporterLandingData }) {
  const t = useTexts('supporter');
  const { draft, change, status, sign } = useLetterDraft(shortCode, data);
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState(false);
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<unknown>(undefined);
  const complete = data.isComplete;
  const clientFirstName = data.clientFirstName;
  const errors = {
    supportText: draft.supportText.trim() ? undefined : t('supportTextRequired'),
    signatureName: draft.signatureName.trim() ? undefined : t('signatureNameRequired'),
    eSignConsent: consent ? undefined : t('eSignConsentRequired'),
  };
  const shown = (field: keyof typeof errors) => (checked && !complete ? errors[field] : undefined);

  const submit = async () => {
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    setSigning(true);
    setSignError(undefined);
    setSignError(await sign());
    setSigning(false);
  };

  return (
    <Panel style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageTitle>{clientFirstName ? t('titleFor', { clientFirstName }) : t('title')}</PageTitle>
      {complete ? (
        <Alert type="success" showIcon title={t('submittedReadOnly')} style={{ marginBottom: 16 }} />
      ) : (
        <p>{clientFirstName ? t('intro', { clientFirstName }) : t('introNoName')}</p>
      )}
      <Form layout="vertical" requiredMark onSubmitCapture={(event) => event.preventDefault()} disabled={complete}>
        <Form.Item label={t('supportText')} htmlFor="supportText" required validateStatus={shown('supportText') ? 'error' : undefined} help={shown('supportText')}>
          <Input.TextArea
            id="supportText"
            value={draft.supportText}
            autoSize={{ minRows: 8 }}
            maxLength={SupporterLimits.supportTextLength}
            onChange={(event) => change('supportText', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('signatureName')}
          htmlFor="signatureName"
          required
          extra={t('signatureNameHelp')}
          validateStatus={shown('signatureName') ? 'error' : undefined}
          help={shown('signatureName')}
        >
          <Input
            id="signatureName"
            value={draft.signatureName}
            autoComplete="name"
            maxLength={SupporterLimits.signatureNameLength}
            onChange={(event) => change('signatureName', event.target.value)}
            style={{ minHeight: 44 }}
          />
        </Form.Item>
        {!complete && (
          <Form.Item validateStatus={shown('eSignConsent') ? 'error' : undefined} help={shown('eSignConsent')}>
            <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} style={{ minHeight: 44, alignItems: 'center' }}>
              {data.eSignConsentText}
            </Checkbox>
          </Form.Item>
        )}
        {!complete && <DraftState status={status} empty={!draft.supportText && !draft.signatureName} />}
        <LocalizedErrorAlert error={signError} />
        {!complete && (
          <Button type="primary" size="large" block loading={signing} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        )}
      </Form>
    </Panel>
  );
}

/** Where the draft stands, announced to screen readers. */
function DraftState({ status, empty }: { status: DraftStatus; empty: boolean }) {
  const t = useTexts('supporter');
  const text = { saved: empty ? '' : t('draftSaved'), unsaved: '', saving: t('draftSaving'), failed: t('draftOnDevice') }[status];
  return (
    <p aria-live="polite" style={{ minHeight: 24, color: status === 'failed' ? '#ad4e00' : 'rgba(0,0,0,0.55)' }}>
      {text}
    </p>
  );
}
