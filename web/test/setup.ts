import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { message, notification } from 'antd';
import { i18n } from '../src/i18n/texts';

// A screen test clicks through antd forms in jsdom, whose computed styles match every element against all
// of antd's style rules (half a test's time, in nwsapi): alone on this kind of machine the slowest takes
// 32 s, and on 2 cores shared with the service and browser tests one took over 60, so these get 120.
jest.setTimeout(120_000);

// What antd expects of a browser that jsdom does not provide.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// rc-form schedules work with a MessageChannel (a macro task); jsdom has none.
if (!('MessageChannel' in window)) {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
    start() {}
  }
  (window as unknown as { MessageChannel: unknown }).MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}
// jsdom does not compute pseudo-element styles (antd asks for them to measure scrollbars).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
window.scrollTo = () => undefined;

// antd finishes some updates (validation, motion, toasts) after the event that caused them, outside act();
// the tests wait for their outcome with findBy/waitFor, so React's reminder about act() is only noise here.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  consoleError(...args);
};

// Areas are lazy-loaded chunks, compiled on first import; on a busy CI machine that can take longer
// than Testing Library's default one second for findBy/waitFor.
configure({ asyncUtilTimeout: 10000 });

afterEach(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  // The reader's language is the device's (its storage, cleared below).
  await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
