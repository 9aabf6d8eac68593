import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// antd's components' rules, built (the theme's zeroRuntime, app/App.tsx): the tokens' values are its variables.
import 'antd/dist/antd.css';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { areaFor } from './app/areas';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';

/** How long the first render waits for the opened screen's chunk; past it the shell shows with a spinner. */
const AREA_WAIT_MS = 1_500;

const store = makeStore();

function render() {
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

// The opened screen's chunk is fetched now, beside this one's start, and the first render waits for it (a
// while at most): the screen then renders at once and asks for its data in that first render, instead of
// rendering the shell, suspending, and asking only after the chunk came and React's reveal delay passed.
const { auth } = store.getState();
const area = areaFor(window.location.pathname, auth.id !== null, auth.roles);
if (area) {
  void Promise.race([area.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, AREA_WAIT_MS))]).then(render);
} else {
  render();
}
