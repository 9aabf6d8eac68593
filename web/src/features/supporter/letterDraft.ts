/** The letter as the supporter left it: what a draft holds. */
export interface LetterDraft {
  supportText: string;
  signatureName: string;
}

const keyOf = (shortCode: string) => `supporterDraft.${shortCode}`;

/**
 * The device's copy of a letter not yet saved (localStorage: one short text per link), so that a lost
 * signal or a closed tab loses nothing; removed once the server holds the same letter.
 */
export const letterDraftOnDevice = {
  get(shortCode: string): LetterDraft | null {
    try {
      const stored = JSON.parse(localStorage.getItem(keyOf(shortCode)) ?? 'null') as Partial<LetterDraft> | null;
      return stored ? { supportText: stored.supportText ?? '', signatureName: stored.signatureName ?? '' } : null;
    } catch {
      return null;
    }
  },
  put(shortCode: string, draft: LetterDraft): void {
    localStorage.setItem(keyOf(shortCode), JSON.stringify(draft));
  },
  remove(shortCode: string): void {
    localStorage.removeItem(keyOf(shortCode));
  },
};
