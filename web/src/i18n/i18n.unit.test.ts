import { messageRefOf } from '@app/contracts';
import { shellEn } from '../features/shell/words';
import '../features/shell/texts'; // registers the shell's namespace, as the shell's modules do
import { en } from './en';
import { i18n } from './i18n';

/** The namespaces of the client's and supporter's screens (and the shell's words there): each in English and Spanish. */
const readerNamespaces = [...Object.keys(en), 'shell'];
const resource = (language: string, namespace: string) => (i18n.getResourceBundle(language, namespace) ?? {}) as Record<string, string>;

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('the Spanish texts of the client’s and supporter’s screens', () => {
  it('have every key of the English ones, and no other, in each namespace', () => {
    for (const namespace of readerNamespaces) {
      const english = Object.keys(resource('en', namespace));
      expect({ namespace, empty: english.length === 0 }).toEqual({ namespace, empty: false });
      expect({ namespace, keys: Object.keys(resource('es', namespace)).sort() }).toEqual({ namespace, keys: english.sort() });
    }
  });

  it('are written (none empty, none left in English but the product’s name) and fill in the same {{names}}', () => {
    for (const namespace of readerNamespaces) {
      for (const [key, english] of Object.entries(resource('en', namespace))) {
        const spanish = resource('es', namespace)[key] ?? '';
        expect({ namespace, key, empty: spanish.trim() === '' }).toEqual({ namespace, key, empty: false });
        if (english !== shellEn.appName) expect({ namespace, key, same: spanish === english }).toEqual({ namespace, key, same: false });
        expect({ namespace, key, names: placeholders(spanish) }).toEqual({ namespace, key, names: placeholders(english) });
      }
    }
  });
});

describe('the messages the services send, by key', () => {
  it('are the English of the contracts’ catalogue, and each key is one the catalogue names', () => {
    for (const [key, english] of Object.entries(en.messages)) {
      const sent = english.replace('{{n}}', '12');
      const ref = messageRefOf(sent);
      expect({ key, named: ref?.key }).toEqual({ key, named: key });
    }
  });
});
