import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs `main` when the module at `moduleUrl` is the script node was started with, and exits with its outcome.
 * A database that does not exist (3D000) is told as `service` not having run against the server yet.
 */
export function runAsScript(moduleUrl: string, service: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  main().then(
    () => process.exit(0),
    (error: Error & { code?: string }) => {
      console.error(
        error.code === '3D000' ? `${error.message}: ${service} has not run against this server (npm start makes it; DATABASE_URL and DATABASE_PREFIX name it).` : error.message,
      );
      process.exit(1);
    },
  );
}
