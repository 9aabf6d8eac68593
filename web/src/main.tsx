// antd's components' rules, built (the theme's zeroRuntime, app/App.tsx): the tokens' values are its variables.
import 'antd/dist/antd.css';
import { areaFor } from './app/areas';
import { loadStoredAuth } from './features/auth/authSlice';

/** How long the first render waits for the opened screen's chunk; past it the shell shows with a spinner. */
const AREA_WAIT_MS = 1_500;

// The opened screen's chunk is asked for first, together with the shell's (./start): both download and compile
// at once, instead of the chunk's waiting until the shell's scripts have all run.
const auth = loadStoredAuth();
const area = areaFor(window.location.pathname, auth.id !== null, auth.roles);
const openedArea = area && Promise.race([area.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, AREA_WAIT_MS))]);
void import('./start').then(({ start }) => start(openedArea));
