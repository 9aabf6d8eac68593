import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { SupporterLimits, type SupporterLandingData } from '@app/contracts';
import { adoptLanguage, useTexts } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { LocalizedErrorAlert } from '../../i18n/LocalizedErrorAlert';
import { Loading } from '../clientShell/ClientShell';
import { Alert, Button, Field, PageTitle, Panel, TextArea, TextInput, useChecks } from '../clientShell/controls';
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
        <div className="cs-narrow">
          <Alert type="error" title={t('invalidLink')} heading />
        </div>
      )}
    </>
  );
}

function LetterForm({ shortCode, data }: { shortCode: string; data: SupporterLandingData }) {
  const t = useTexts('supporter');
  const { draft, change, status, sign } = useLetterDraft(shortCode, data);
  const [consent, setConsent] = useState(false);
  const [signing, setSigning] = useState(false);
  const [signError, setSignError] = useState<unknown>(undefined);
  const complete = data.isComplete;
  const clientFirstName = data.clientFirstName;
  const checks = useChecks({
    supportText: draft.supportText.trim() ? undefined : t('supportTextRequired'),
    signatureName: draft.signatureName.trim() ? undefined : t('signatureNameRequired'),
    eSignConsent: consent ? undefined : t('eSignConsentRequired'),
  });
  const shown = (field: Parameters<typeof checks.shown>[0]) => (complete ? undefined : checks.shown(field));

  const submit = async () => {
    if (!checks.passes()) return;
    setSigning(true);
    setSignError(undefined);
    setSignError(await sign());
    setSigning(false);
  };

  return (
    <Panel size="wide">
      <PageTitle>{clientFirstName ? t('titleFor', { clientFirstName }) : t('title')}</PageTitle>
      {complete ? (
        <Alert type="success" title={t('submittedReadOnly')} />
      ) : (
        <>
          <p>{clientFirstName ? t('intro', { clientFirstName }) : t('introNoName')}</p>
          <LetterGuide />
        </>
      )}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled={complete} className="cs-fieldset">
          <Field id="supportText" label={t('supportText')} required error={shown('supportText')}>
            {(wiring) => (
              <TextArea
                {...wiring}
                rows={8}
                value={draft.supportText}
                maxLength={SupporterLimits.supportTextLength}
                onChange={(event) => change('supportText', event.target.value)}
              />
            )}
          </Field>
          <Field id="signatureName" label={t('signatureName')} required extra={t('signatureNameHelp')} error={shown('signatureName')}>
            {(wiring) => (
              <TextInput
                {...wiring}
                value={draft.signatureName}
                autoComplete="name"
                maxLength={SupporterLimits.signatureNameLength}
                onChange={(event) => change('signatureName', event.target.value)}
              />
            )}
          </Field>
          {!complete && <ESignConsent checked={consent} onChange={setConsent} text={data.eSignConsentText} error={shown('eSignConsent')} />}
        </fieldset>
        {!complete && <DraftState status={status} empty={!draft.supportText && !draft.signatureName} />}
        <LocalizedErrorAlert error={signError} />
        {!complete && (
          <Button variant="primary" block loading={signing} onClick={() => void submit()}>
            {t('submit')}
          </Button>
        )}
      </form>
    </Panel>
  );
}

/** The consent to sign electronically, in the words the server gives; its error under it. */
function ESignConsent({ checked, onChange, text, error }: { checked: boolean; onChange: (checked: boolean) => void; text: string; error: string | undefined }) {
  return (
    <div className="cs-field">
      <label className="cs-choice">
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'eSignConsent-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {text}
      </label>
      {error && (
        <div id="eSignConsent-error" className="cs-error-text" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** What a letter a judge can use says (issue 35, item 7): shown above the letter while it is being written. */
function LetterGuide() {
  const t = useTexts('supporter');
  return (
    <section aria-labelledby="letter-guide">
      <p id="letter-guide" style={{ marginBottom: 4 }}>
        <strong>{t('guideTitle')}</strong>
      </p>
      <ul style={{ marginTop: 0, paddingLeft: 24 }}>
        <li>{t('guideKnown')}</li>
        <li>{t('guideCharge')}</li>
        <li>{t('guideExamples')}</li>
        <li>{t('guideSupport')}</li>
      </ul>
    </section>
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
