/**
 * BUS_STREAM_REPLICAS on a NATS cluster of three (private nats-server processes, as deploy/k8s runs
 * three): a service's stream is made with that many replicas by its relay and by a consumer of it, and a
 * stream made earlier with fewer is raised, keeping its messages. A single server (the development
 * machines' NATS) keeps the default of 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { streamNameOf, subjectOf } from '@app/contracts';
import { startService } from '../bootstrap.js';
import { loadConfig, PlatformConfigSchema } from '../config.js';
import { dropDatabase } from '../db/database.js';
import { freePort, testServiceEnv, uniqueName, UNUSED_JWKS_URL, waitFor } from '../testing/index.js';
import { ensureServiceStream } from './nats.js';

/** Three nats-servers with JetStream, routed to each other on this machine. */
async function startNatsCluster(binary = process.env.NATS_SERVER_BIN ?? 'nats-server') {
  const ports = await Promise.all([0, 1, 2].map(async () => ({ client: await freePort(), cluster: await freePort() })));
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-cluster-test-'));
  const routes = ports.map((p) => `nats://127.0.0.1:${p.cluster}`).join(',');
  const children: ChildProcess[] = ports.map((p, i) =>
    spawn(
      binary,
      [
        '-a',
        '127.0.0.1',
        '-p',
        String(p.client),
        '-n',
        `n${i}`,
        '-js',
        '-sd',
        join(storeDir, `n${i}`),
        '--cluster_name',
        'replicas-test',
        '--cluster',
        `nats://127.0.0.1:${p.cluster}`,
        '--routes',
        routes,
      ],
      { stdio: 'ignore' },
    ),
  );
  const url = `nats://127.0.0.1:${ports[0].client}`;
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGKILL'))))));
    rmSync(storeDir, { recursive: true, force: true });
  };
  try {
    // Ready once JetStream's meta group has a leader that places a stream on all three servers.
    await waitFor(
      async () => {
        const nc = await connect({ servers: url, reconnect: false });
        try {
          const jsm = await jetstreamManager(nc);
          const info = await jsm.streams.add({ name: 'ready', subjects: ['ready.>'], num_replicas: 3 });
          await jsm.streams.delete('ready');
          return info.config.num_replicas === 3;
        } finally {
          await nc.close();
        }
      },
      30_000,
      250,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const replicasOf = async (jsm: JetStreamManager, stream: string) => {
  const info = await jsm.streams.info(stream);
  return { configured: info.config.num_replicas, peers: 1 + (info.cluster?.replicas?.length ?? 0), messages: info.state.messages };
};

@Module({})
class NoRoutes {}

describe('BUS_STREAM_REPLICAS', () => {
  it('is a whole number from 1 to 5, 1 unless set', () => {
    const env = { DATABASE_URL: 'postgres://127.0.0.1/x' };
    expect(loadConfig(PlatformConfigSchema, env).BUS_STREAM_REPLICAS).toBe(1);
    expect(loadConfig(PlatformConfigSchema, { ...env, BUS_STREAM_REPLICAS: '3' }).BUS_STREAM_REPLICAS).toBe(3);
    for (const wrong of ['0', '6', '2.5', 'three']) {
      expect(() => loadConfig(PlatformConfigSchema, { ...env, BUS_STREAM_REPLICAS: wrong })).toThrow(/BUS_STREAM_REPLICAS/);
    }
  });

  describe('on a cluster of three', () => {
    let cluster: Awaited<ReturnType<typeof startNatsCluster>>;
    let nc: NatsConnection;
    let jsm: JetStreamManager;

    beforeAll(async () => {
      cluster = await startNatsCluster();
      nc = await connect({ servers: cluster.url });
      jsm = await jetstreamManager(nc);
    }, 40_000);
    afterAll(async () => {
      await nc?.close();
      await cluster?.stop();
    });

    it('raises a stream made with fewer replicas, keeping its messages, and never lowers it', async () => {
      const prefix = uniqueName('replicas');
      const stream = await ensureServiceStream(jsm, prefix, 'svc');
      expect(await replicasOf(jsm, stream)).toEqual({ configured: 1, peers: 1, messages: 0 });
      const js = jetstream(nc);
      for (let i = 0; i < 5; i++) await js.publish(subjectOf(prefix, 'svc', 'thing', 'Happened'), JSON.stringify({ i }), { msgID: `m-${i}` });

      await ensureServiceStream(jsm, prefix, 'svc', { replicas: 3 });
      // The new peers catch up with the messages the stream held.
      await waitFor(
        async () => {
          const info = await jsm.streams.info(stream);
          return info.cluster?.replicas?.length === 2 && info.cluster.replicas.every((peer) => peer.current);
        },
        15_000,
        100,
      );
      expect(await replicasOf(jsm, stream)).toEqual({ configured: 3, peers: 3, messages: 5 });

      await ensureServiceStream(jsm, prefix, 'svc', { replicas: 1 });
      expect((await replicasOf(jsm, stream)).configured).toBe(3);
    });

    it('has a service make its own stream and the streams it consumes with BUS_STREAM_REPLICAS replicas', async () => {
      const prefix = uniqueName('replicas');
      const env = testServiceEnv('replicas', prefix, { NATS_URL: cluster.url, BUS_STREAM_REPLICAS: '3', JWKS_URL: UNUSED_JWKS_URL });
      const running = await startService(
        {
          name: 'svc',
          module: NoRoutes,
          handlers: () => [{ name: 'svc-hears-other', source: 'other', opens: 'all', handle: async () => undefined }],
        },
        env,
      );
      try {
        expect((await replicasOf(jsm, streamNameOf(prefix, 'svc'))).configured).toBe(3); // by its relay
        expect((await replicasOf(jsm, streamNameOf(prefix, 'other'))).configured).toBe(3); // by its consumer of 'other'
      } finally {
        await running.close();
        await dropDatabase(env.DATABASE_URL!);
      }
    });
  });
});
