import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { i18n, useTexts } from '../../i18n/i18n';
import { Alert } from '../clientShell/controls';

/** A link that calls `number`; its words come from the translation (`Trans` fills them in). */
function CallLink({ number, children }: { number: string; children?: ReactNode }) {
  return <a href={`tel:${number}`}>{children}</a>;
}

/**
 * The 988 Suicide & Crisis Lifeline, shown at once under an answer that says the client may be thinking of
 * harming themselves (contracts' `selfHarmAnswerKeys`; issue 33), with the plain fact that their attorney
 * will see their answers. 988 and 911 call from a phone; 988 also takes a text.
 */
export function CrisisNotice() {
  const t = useTexts('crisis');
  return (
    <Alert
      type="info"
      title={<Trans i18n={i18n} ns="crisis" i18nKey="help" components={{ call988: <CallLink number="988" />, call911: <CallLink number="911" /> }} />}
      description={
        <>
          <p>{t('attorney')}</p>
          <div className="cs-actions">
            <a className="cs-button cs-button-primary" href="tel:988">
              {t('call988')}
            </a>
            <a className="cs-button" href="sms:988">
              {t('text988')}
            </a>
          </div>
        </>
      }
    />
  );
}
