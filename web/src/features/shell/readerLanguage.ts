import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, Roles, type Language } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { ShellMessages, ShellMessagesEs, type ShellTexts } from './messages';

/**
 * The language the client or supporter who used this device last reads (issue 15), kept by the device:
 * set by the client area's i18n, read by the shell for its few words (footer, user menu, loading) without
 * loading i18n for everyone.
 */
const STORAGE_KEY = 'client.language';
const listeners = new Set<() => void>();

export function storedReaderLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function setReaderLanguage(language: Language): void {
  if (language === localStorage.getItem(STORAGE_KEY)) return;
  localStorage.setItem(STORAGE_KEY, language);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The client's and supporter's pages (a visitor there reads the shell in their language too). */
const READER_PAGES = /^\/(c|p|client)\//;

/** The language of the shell: the reader's for a signed-in client or on a client's or supporter's page, English for everyone else. */
export function useShellLanguage(): Language {
  const language = useSyncExternalStore(subscribe, storedReaderLanguage);
  const isClient = useAppSelector(selectAuth).roles.includes(Roles.Client);
  const { pathname } = useLocation();
  return isClient || READER_PAGES.test(pathname) ? language : DEFAULT_LANGUAGE;
}

/** The shell's texts, in its language (`useShellLanguage`). */
export function useShellTexts(): ShellTexts {
  return useShellLanguage() === 'es' ? ShellMessagesEs : ShellMessages;
}
