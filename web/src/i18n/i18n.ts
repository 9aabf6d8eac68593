import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, messageRefOf, type Language, type MessageRef } from '@app/contracts';
import { setReaderLanguage, storedReaderLanguage } from '../features/shell/readerLanguage';
import { en } from './en';
import { es } from './es';

/** Set for the rest of the visit (the tab) once the person chose a language here themselves. */
const CHOSEN_KEY = 'client.languageChosen';

/**
 * The one i18n layer of the client's and the supporter's screens (i18next): another language is another
 * resource beside `en`, not code. Loaded with those screens only; the subscriber's and admin's screens
 * are in English and do not carry it.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedReaderLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en, es },
  ns: Object.keys(en),
  defaultNS: 'landing',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Keys are flat: the catalogue's message keys have dots in them (`answer.notAnOption`).
  keySeparator: false,
  initAsync: false,
});

/** The texts of one namespace in the client's language. */
export const useTexts = <Namespace extends keyof typeof en>(namespace: Namespace) => useTranslation(namespace, { i18n }).t;

/** A message of the contracts' catalogue in the reader's language, by its key; undefined for a key the screens lack. */
export function useCatalogueMessage(): (message: MessageRef) => string | undefined {
  // The catalogue's keys are plain strings (from the server, or looked up by messageRefOf).
  const translate = useTexts('messages') as unknown as (key: string, values?: Record<string, number>) => string;
  return (message) => (i18n.exists(message.key, { ns: 'messages' }) ? translate(message.key, message.values) : undefined);
}

/**
 * The checks' messages in the reader's language: the account fields' checks (features/auth/checks) give
 * the contracts' English, a catalogued message shown by its key; any other text (already in the reader's
 * language) as it is.
 */
export function useCheckMessage(): (text: string | undefined) => string | undefined {
  const catalogued = useCatalogueMessage();
  return (text) => {
    const message = text === undefined ? undefined : messageRefOf(text);
    return (message && catalogued(message)) ?? text;
  };
}

/** The language the screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

function show(language: Language): void {
  setReaderLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** The person chose `language` on this page: it stays for this visit whatever their record says. */
export function chooseLanguage(language: Language): void {
  sessionStorage.setItem(CHOSEN_KEY, language);
  show(language);
}

/** The language the person chose during this visit, if they did. */
export function languageChosenNow(): Language | undefined {
  const chosen = sessionStorage.getItem(CHOSEN_KEY);
  return isLanguage(chosen) ? chosen : undefined;
}

/** The record's language (the landing's), unless the person chose one during this visit. */
export function adoptLanguage(language: Language): void {
  if (!languageChosenNow()) show(language);
}
