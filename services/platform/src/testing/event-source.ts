import { randomBytes } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import type { PersonalDataMap } from '@app/contracts';
import { Relay } from '../bus/relay.js';
import { EventStore } from '../event-store/event-store.js';
import { VaultResponder } from '../personal-data/remote-vault.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { createTestDatabase, silentLogger, TEST_NATS_URL } from './index.js';

/**
 * The parts of a service named 'source' that put events on the bus, for the platform's bus tests: its
 * own database, event store, vault, relay and vault responder (which a test may stop and start again).
 */
export async function startEventSource(label: string, busPrefix: string, personalData: PersonalDataMap) {
  const database = await createTestDatabase(label);
  const nc = await connect({ servers: TEST_NATS_URL });
  const vault = new PersonalDataVault(database.db, 'source', randomBytes(32), personalData);
  const store = new EventStore(database.db, vault);
  const relay = new Relay(database.db, store, nc, { service: 'source', prefix: busPrefix, databaseUrl: database.url, logger: silentLogger, pollMs: 50 });
  await relay.start();
  let responder = new VaultResponder(nc, vault, busPrefix, 'source');
  responder.start();
  return {
    db: database.db,
    nc,
    vault,
    store,
    stopVaultResponder: () => responder.stop(),
    startVaultResponder() {
      responder = new VaultResponder(nc, vault, busPrefix, 'source');
      responder.start();
    },
    async stop() {
      responder.stop();
      await relay.stop();
      await nc.close();
      await database.drop();
    },
  };
}
