import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en';

/**
 * The one i18n layer of the client's and the supporter's screens (i18next): another language is another
 * resource beside `en`, not code. Loaded with those screens only; the subscriber's and admin's screens
 * are in English and do not carry it.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'landing',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The texts of one namespace in the client's language. */
export const useTexts = <Namespace extends keyof typeof en>(namespace: Namespace) => useTranslation(namespace, { i18n }).t;
