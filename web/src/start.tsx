import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';

/**
 * The app's shell, started by main.tsx once its scripts are here: the first render waits for `openedArea`
 * (the opened screen's chunk, or the while main.tsx gives it), so the screen renders at once and asks for its
 * data in that first render, instead of rendering the shell, suspending, and asking only after the chunk came
 * and React's reveal delay passed.
 */
export async function start(openedArea: Promise<unknown> | undefined): Promise<void> {
  const store = makeStore();
  await openedArea;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
}
