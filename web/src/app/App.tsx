import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * antd's theme with WCAG 2.1 AA contrast (axe, web/e2e): its default blue (#1677ff) gives white button text
 * 4.1:1 and its 45% greys (help texts, placeholders, subtitles) about 3.4:1, under the 4.5:1 AA asks; these
 * give 6.2:1 and at least 5.7:1.
 */
const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // The hovered states too (a default button's text turns this colour): antd's lighter #4096ff gives 3.1:1.
    colorPrimaryHover: '#003eb3',
    colorLinkHover: '#003eb3',
    // Red and green text (danger buttons, status tags, errors): antd's #ff4d4f and #52c41a give 3.9:1 and 2.2:1 on
    // white; red-7 and green-8 give 5.9:1 and 5.6:1.
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // Each screen's title is its one h1 (axe's page-has-heading-one), in the size its h2 had.
    fontSizeHeading1: 30,
  },
  // A table's "No results" is a message, not a disabled control: readable like other secondary text.
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' } },
  // No style generation at run time: every component's rules come from antd's own built style sheet
  // (antd/dist/antd.css, loaded by main.tsx), written over the same CSS variables these tokens set. Generating
  // them as each screen mounted took a warm visit's main thread 100-300 ms (npm run bench -- screens).
  zeroRuntime: true,
};

// The toasts (antd's static message and notification API) render outside the tree: the same theme there.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={appTheme}>{children}</ConfigProvider> });

/** Providers around the router: the store and the theme. */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={appTheme}>{children}</ConfigProvider>
    </Provider>
  );
}
