/**
 * The web app is built as two apps (web/vite.config.ts): the client's and supporter's screens (`client.html`,
 * without the admin's and attorney's component library, for phones on a weak signal) and everything else
 * (`index.html`). A browser navigation to one of these paths is answered with `client.html`.
 */
export const CLIENT_APP_HTML = 'client.html';

export const CLIENT_APP_PATH = /^\/(c|client|p)\//i;

export const isClientAppPath = (pathname: string): boolean => CLIENT_APP_PATH.test(pathname);
