import { Messages } from '@app/contracts';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { shellEn, shellEs } from '../src/features/shell/words';

/**
 * Every English text the client's and supporter's screens can show (the i18n resources, the shell's words,
 * the contracts' catalogue), each as a pattern of whole words (a `{{blank}}` matches any words), but those
 * written the same in Spanish (the product's name).
 */
const englishPatterns: { english: string; pattern: RegExp }[] = (() => {
  const spanishTwin = new Map<string, string>();
  const english: Record<string, Record<string, string>> = { ...en, shell: shellEn };
  const spanish: Record<string, Record<string, string>> = { ...es, shell: shellEs };
  for (const [namespace, texts] of Object.entries(english)) {
    for (const [key, text] of Object.entries(texts)) spanishTwin.set(text, spanish[namespace][key]);
  }
  for (const text of Object.values(Messages)) if (typeof text === 'string' && !spanishTwin.has(text)) spanishTwin.set(text, '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...spanishTwin]
    .filter(([english, spanish]) => english !== spanish && english.trim() !== '')
    .map(([english]) => {
      const words = english.split(/{{\s*\w+\s*}}/).map((part) => escape(part.trim()));
      return { english, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${words.filter(Boolean).join('.+?')}(?![\\p{L}\\p{N}])`, 'u') };
    });
})();

/** The English texts of the screens' resources that `visibleText` holds (none on a screen fully in Spanish). */
export function englishTextsIn(visibleText: string): string[] {
  const text = visibleText.replace(/\s+/g, ' ');
  return englishPatterns.filter(({ pattern }) => pattern.test(text)).map(({ english }) => english);
}
