import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ClientRoutes } from './app/clientRoutes';
import { makeStore } from './app/store';
import './features/clientShell/clientShell.css';

const store = makeStore();

/** The client's and supporter's app (client.html, see contracts' `isClientAppPath`). */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <ClientRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
