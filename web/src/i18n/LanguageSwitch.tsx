import { Segmented } from 'antd';
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
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
      <Segmented<Language>
        aria-label={t('language')}
        value={currentLanguage()}
        options={Languages.map((language) => ({ value: language, label: <span lang={language}>{LanguageNames[language].own}</span> }))}
        onChange={(language) => {
          chooseLanguage(language);
          onChosen?.(language);
        }}
      />
    </div>
  );
}
