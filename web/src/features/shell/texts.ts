import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, Roles, type Language } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { addTexts, currentLanguage, i18n } from '../../i18n/texts';
import { selectAuth } from '../auth/authSlice';
import { shellEn, shellEs } from './words';

addTexts('shell', { en: shellEn, es: shellEs });

/** The shell's texts in English, outside React (the tab's title). */
export const shellText = i18n.getFixedT('en', 'shell');

/** The client's and supporter's pages (a visitor there reads the shell in their language too). */
const READER_PAGES = /^\/(c|p|client)\//;

/** The language of the shell: the reader's for a signed-in client or on a client's or supporter's page, English for everyone else. */
export function useShellLanguage(): Language {
  useTranslation('shell', { i18n }); // again when the reader's language changes
  const isClient = useAppSelector(selectAuth).roles.includes(Roles.Client);
  const { pathname } = useLocation();
  return isClient || READER_PAGES.test(pathname) ? currentLanguage() : DEFAULT_LANGUAGE;
}

/** The shell's texts, in its language (`useShellLanguage`). */
export function useShellTexts() {
  return useTranslation('shell', { i18n, lng: useShellLanguage() }).t;
}
