import i18next, { type ResourceKey, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/contracts';
import type { Resources } from './resources';

/** Where the device keeps the language its client or supporter read last (issue 15). */
const STORAGE_KEY = 'client.language';

const storedLanguage = (): Language => {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/**
 * The web app's one i18n layer (i18next), for both apps (index.html and client.html). Each screen's
 * namespace comes with that screen's chunk (`addTexts`, `englishTexts`), so a chunk carries only its own
 * texts. The language is the reader's (a client's or supporter's), kept on the device; the attorney's and
 * admin's screens are in English by the spec, whatever it is.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  defaultNS: 'landing',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Keys are flat: the catalogue's message keys have dots in them (`answer.notAnOption`).
  keySeparator: false,
  initAsync: false,
});
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) localStorage.setItem(STORAGE_KEY, language);
});

/** A namespace's texts, in English and in each language it is written in. */
export function addTexts<Namespace extends keyof Resources>(namespace: Namespace, texts: { en: Resources[Namespace] } & Partial<Record<Language, ResourceKey>>): void {
  for (const [language, resource] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, resource);
}

/** An English-only namespace (the attorney's and admin's screens, spec): its texts, and its `t` (English whatever the reader's language). */
export function englishTexts<Namespace extends keyof Resources>(namespace: Namespace, en: Resources[Namespace]): TFunction<Namespace> {
  addTexts(namespace, { en });
  return i18n.getFixedT('en', namespace);
}

/** The language the reader's screens are in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The texts of one namespace in the reader's language (again when it changes). */
export const useTexts = <Namespace extends keyof Resources>(namespace: Namespace) => useTranslation(namespace, { i18n }).t;
