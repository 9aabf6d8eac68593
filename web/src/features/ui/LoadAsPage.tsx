import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Where this document was loaded: the server chose the app for this path. */
const loadedAt = window.location.pathname;

/**
 * An address of the other app (client.html or index.html, see contracts' `isClientAppPath`): loaded as a new
 * page, which the server answers with that app. If this app was loaded for this very address, the server
 * has no other app to give: `fallback` instead of loading it again and again.
 */
export function LoadAsPage({ fallback }: { fallback: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const servedHere = pathname === loadedAt;
  useEffect(() => {
    if (!servedHere) window.location.replace(pathname + search + hash);
  }, [servedHere, pathname, search, hash]);
  return servedHere ? fallback : null;
}
