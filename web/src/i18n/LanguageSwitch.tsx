import { useTranslation } from 'react-i18next';
import { LanguageNames, Languages, type Language } from '@app/contracts';
import { chooseLanguage, currentLanguage, i18n, useTexts } from './i18n';

/**
 * English | Español, on every client and supporter page (issue 15); each language by its own name.
 * `onChosen` hears the choice (a signed-in client's is kept on their record).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const t = useTexts('common');
  useTranslation(undefined, { i18n }); // re-render when the language changes
  const current = currentLanguage();
  return (
    <div className="cs-segmented">
      <div role="radiogroup" aria-label={t('language')}>
        {Languages.map((language) => (
          <label key={language} className="cs-segment">
            <input
              type="radio"
              name="language"
              value={language}
              checked={language === current}
              onChange={() => {
                chooseLanguage(language);
                onChosen?.(language);
              }}
            />
            <span lang={language}>{LanguageNames[language].own}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
