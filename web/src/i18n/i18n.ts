import { isLanguage, messageRefOf, type Language, type MessageRef } from '@app/contracts';
import { en } from './en';
import { es } from './es';
import { addTexts, i18n, useTexts } from './texts';

export { currentLanguage, i18n, useTexts } from './texts';

/** Set for the rest of the visit (the tab) once the person chose a language here themselves. */
const CHOSEN_KEY = 'client.languageChosen';

/** The client's and supporter's screens' texts (issue 15), in English and Spanish. */
for (const namespace of Object.keys(en) as (keyof typeof en)[]) addTexts(namespace, { en: en[namespace], es: es[namespace] });

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

function show(language: Language): void {
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
