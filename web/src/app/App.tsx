import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * Providers around the router: the store. antd runs on its default theme (a themed ConfigProvider would keep
 * the toasts, antd's static message API, from matching it).
 */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
