/**
 * `npm run rotate-link-codes`: gives every link still waiting for its person a new code (each client
 * whose invitation is not accepted, each supporter whose letter is not signed): the old codes lead
 * nowhere from then on, identity takes the new ones for `acceptInvite`, and notification sends the new
 * links by the invitations' channels. For a deployment whose old events carry codes in plain text
 * (docs/decisions/0065-link-codes-what-an-existing-deployment-keeps.md). Runs beside the running system (clients' relay publishes the
 * renewals; with clients stopped, at its next start). Reads what `npm start` gives clients, as
 * `npm run rebuild` does: DATABASE_URL (the server's) with DATABASE_PREFIX, `CLIENTS_MASTER_KEY` or the
 * key `npm start` keeps in `LOCAL_STATE_DIR/secrets.json`, and PUBLIC_URL (else the gateway's address).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rotateLinkCodes } from '@app/clients';
import { ensureInfrastructure } from './infrastructure.js';
import { databaseUrlFor, masterKeyOf } from './rebuild.js';
import { runAsScript } from './run-as-script.js';
import { Supervisor } from './supervisor.js';

async function main(): Promise<void> {
  const say = (line: string) => console.log(line);
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const stateDir = resolve(process.env.LOCAL_STATE_DIR ?? join(repo, '.local'));
  const portOffset = Number(process.env.PORT_OFFSET ?? 0);
  const supervisor = new Supervisor(say, (reason) => console.error(reason));
  try {
    const infrastructure = await ensureInfrastructure(stateDir, process.env, portOffset, supervisor, say);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DATABASE_URL: databaseUrlFor(infrastructure.postgresUrl, 'clients'),
      PERSONAL_DATA_MASTER_KEY: masterKeyOf(stateDir, 'clients'),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${Number(process.env.GATEWAY_PORT ?? 8080 + portOffset)}`,
    };
    const { clients, supporters } = await rotateLinkCodes(env);
    say(
      `Renewed the links of ${clients} client(s) whose invitation is not accepted and ${supporters} supporter(s) whose letter is not signed: ` +
        "their old codes lead nowhere now, and the new links go out by the invitations' channels.",
    );
  } finally {
    await supervisor.stop();
  }
}

runAsScript(import.meta.url, 'clients', main);
