import { z } from 'zod';

/**
 * The languages clients and supporters read the product in (issue 15). The attorney reads and downloads
 * everything in English; option values, scoring and conditions never depend on the language.
 */
export const Languages = ['en', 'es'] as const;
export const Language = z.enum(Languages);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is one of the languages (a check without zod, for the browser). */
export const isLanguage = (value: unknown): value is Language => (Languages as readonly unknown[]).includes(value);

/** Each language by its own name (what a language switch shows) and by English's (what the attorney reads). */
export const LanguageNames: Record<Language, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  es: { own: 'Español', english: 'Spanish' },
};

/** POST /api/client/language: the signed-in client's language, kept on their record. */
export const ChangeLanguageRequest = z.object({ language: Language });
export type ChangeLanguageRequest = z.infer<typeof ChangeLanguageRequest>;
