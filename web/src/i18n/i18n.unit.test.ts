import { messageRefOf } from '@app/contracts';
import { ShellMessages, ShellMessagesEs } from '../features/shell/messages';
import { en } from './en';
import { es } from './es';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('the Spanish texts', () => {
  it('have every namespace and key of the English ones, and no other', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      expect({ namespace, keys: Object.keys(es[namespace]).sort() }).toEqual({ namespace, keys: Object.keys(en[namespace]).sort() });
    }
  });

  it('are written (none empty, none left in English) and fill in the same {{names}}', () => {
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      for (const [key, english] of Object.entries(en[namespace]) as [string, string][]) {
        const spanish = (es[namespace] as Record<string, string>)[key]!;
        expect({ key, empty: spanish.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, same: spanish === english }).toEqual({ key, same: false });
        expect({ key, names: placeholders(spanish) }).toEqual({ key, names: placeholders(english) });
      }
    }
  });
});

describe('the shell’s words on the client’s and supporter’s pages', () => {
  it('are each written in Spanish, but the product’s name', () => {
    // A text with a blank is compared filled in.
    const filled = (text: string | ((value: string) => string)) => (typeof text === 'function' ? text('Ada Lovelace') : text);
    const english = Object.entries(ShellMessages).filter(([key]) => key !== 'appName');
    expect(Object.keys(ShellMessagesEs).sort()).toEqual(Object.keys(ShellMessages).sort());
    for (const [key, text] of english) {
      const spanish = filled(ShellMessagesEs[key as keyof typeof ShellMessagesEs]);
      expect({ key, same: spanish === filled(text) }).toEqual({ key, same: false });
    }
    expect(ShellMessagesEs.appName).toBe(ShellMessages.appName);
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
