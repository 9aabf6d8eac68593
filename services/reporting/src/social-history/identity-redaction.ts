/** What names the client in their own answers: their names (first, middle, last, other) and contacts. */
export interface ClientIdentity {
  names: (string | null | undefined)[];
  emails: (string | null | undefined)[];
  phoneNumbers: (string | null | undefined)[];
}

export interface Redacted {
  text: string;
  /** The placeholders put back into a text that came back from the AI. */
  restore(text: string): string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const present = (values: (string | null | undefined)[]) => [...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value.length >= 2))];

/**
 * Replaces the client's identity in `text` with placeholders before it leaves for an AI provider, and
 * gives back a `restore` for the answer. Names match whole words in any case (possessives included);
 * a phone number matches its ten digits in any layout; an email its address in any case.
 */
export function redactIdentity(text: string, identity: ClientIdentity): Redacted {
  const found = new Map<string, string>();
  const replace = (input: string, pattern: RegExp, kind: string) =>
    input.replace(pattern, (match) => {
      const placeholder = `[${kind}_${found.size + 1}]`;
      found.set(placeholder, match);
      return placeholder;
    });
  let redacted = text;
  for (const email of present(identity.emails)) redacted = replace(redacted, new RegExp(escaped(email), 'gi'), 'EMAIL');
  for (const phone of present(identity.phoneNumbers)) {
    const digits = phone.replace(/\D/g, '').slice(-10);
    if (digits.length === 10)
      redacted = replace(redacted, new RegExp(`(?:\\+?1[\\s.-]?)?\\(?${digits.slice(0, 3)}\\)?[\\s.-]?${digits.slice(3, 6)}[\\s.-]?${digits.slice(6)}`, 'g'), 'PHONE');
  }
  // Longer names first, so "Mary Ann" goes before "Mary".
  const names = present(identity.names.flatMap((name) => [name, ...(name?.split(/\s+/) ?? [])])).sort((a, b) => b.length - a.length);
  for (const name of names) redacted = replace(redacted, new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'giu'), 'NAME');
  return {
    text: redacted,
    restore: (answer) => answer.replace(/\[(?:EMAIL|PHONE|NAME)_\d+\]/g, (placeholder) => found.get(placeholder) ?? placeholder),
  };
}
