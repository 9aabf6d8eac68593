/**
 * deploy/k8s cannot be applied here (no cluster): this checks its manifests instead. Every YAML document
 * is checked against the Kubernetes API's schemas (kubernetes-models: types and required fields, and, by
 * the TypeScript compiler over the models' types, no field the API does not know, which the schemas let
 * through and `kubectl apply` refuses), then against the code: every service of the ServiceDirectory and
 * the gateway runs with its command, port and probes; the NATS cluster has three servers fsyncing each
 * write, and every service asks for three stream replicas; and no secret is written in the files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceDirectory, ServicePaths, type ServiceName } from '@app/contracts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const k8sDir = join(repo, 'deploy/k8s');

// The parts of the API objects this test reads (kubernetes-models checks the rest).
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: unknown; fieldRef?: unknown };
}
interface Probe {
  httpGet?: { path: string; port: number | string; httpHeaders?: { name: string; value: string }[] };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string; configMap?: { name: string }; emptyDir?: object }[];
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: {
    replicas?: number;
    serviceName?: string;
    clusterIP?: string;
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    ports?: { name?: string; port: number; targetPort?: number | string }[];
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    volumeClaimTemplates?: { metadata: { name: string } }[];
  };
  data?: Record<string, string>;
}
interface Document {
  file: string;
  index: number;
  manifest: Manifest;
}

const files = readdirSync(k8sDir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
const documents: Document[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(k8sDir, file), 'utf8')).map((parsed, index) => {
    if (parsed.errors.length > 0) throw new Error(`${file}, document ${index + 1}: ${parsed.errors.map((e) => e.message).join('; ')}`);
    return { file, index, manifest: parsed.toJSON() as Manifest };
  }),
);
const manifests = documents.map((d) => d.manifest);
const labelOf = (d: Document) => `${d.file} #${d.index + 1} (${d.manifest?.kind} ${d.manifest?.metadata?.name})`;

/** The kinds deploy/k8s may use, each with its model (a kind not here fails the test: add its model). */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
};
/** The kubernetes-models module of an object's kind: `apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment. */
const modelModuleOf = (manifest: Manifest) => `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;

const find = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name);
const workloads = manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'StatefulSet');
const containersOf = (m: Manifest) => m.spec?.template?.spec.containers ?? [];

/** The port a probe or a Service's targetPort names, as a number (a named port is looked up in the container). */
function portNumber(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** A container's environment as the kubelet makes it: the ConfigMaps of `envFrom`, then `env` over them. */
function environmentOf(container: Container): Map<string, EnvVar> {
  const env = new Map<string, EnvVar>();
  for (const source of container.envFrom ?? []) {
    if (source.secretRef) throw new Error(`${container.name}: envFrom of a whole Secret; name each secret with secretKeyRef`);
    const configMap = find('ConfigMap', source.configMapRef!.name);
    if (!configMap) throw new Error(`${container.name}: envFrom names the ConfigMap ${source.configMapRef!.name}, which is not in deploy/k8s`);
    for (const [name, value] of Object.entries(configMap.data ?? {})) env.set(name, { name, value });
  }
  for (const variable of container.env ?? []) env.set(variable.name, variable);
  return env;
}

/** A name that may hold a secret (or, SMTP_URL, carries the relay's password): never a literal value in the files. */
const looksSecret = (name: string) => /KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/.test(name);
/** A setting that is a secret (not ACCESS_TOKEN_MINUTES or ADMIN_PASSWORD_FILE): a Deployment must take it from a Secret. */
const isSecretSetting = (name: string) => /(KEY|SECRET|PASSWORD|TOKEN)$|^(DATABASE_URL|SMTP_URL)$/.test(name);

/** The `key: value` settings of one `name { ... }` block of a NATS configuration file (comments left out). */
function natsBlock(conf: string, name: string): Record<string, string> | undefined {
  const block = new RegExp(`^\\s*${name}\\s*\\{([^}]*)\\}`, 'm').exec(conf.replace(/#.*$/gm, ''));
  if (!block) return undefined;
  return Object.fromEntries(
    block[1]
      .replace(/\[[^\]]*\]/g, '[]')
      .split('\n')
      .map((line) => /^\s*(\w+)\s*[:=]\s*"?([^"\s]+)"?\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

const natsRoutes = (conf: string) =>
  /routes\s*:\s*\[([^\]]*)\]/
    .exec(conf.replace(/#.*$/gm, ''))?.[1]
    .split(/[\s,]+/)
    .filter(Boolean) ?? [];

/** The settings a config.ts declares (`NAME: z....`), read from its source. */
const settingsIn = (path: string) => (existsSync(join(repo, path)) ? [...readFileSync(join(repo, path), 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]+):\s/gm)].map((m) => m[1]) : []);

describe('deploy/k8s against the Kubernetes API', () => {
  it('holds the manifests', () => {
    expect(files).toEqual(expect.arrayContaining(['nats.yaml', 'gateway.yaml', 'ingress.yaml', ...Object.keys(ServiceDirectory).map((name) => `${name}.yaml`)]));
    expect(documents.length).toBeGreaterThanOrEqual(20);
    const outside = documents.filter((d) => d.manifest.kind !== 'Namespace' && d.manifest.metadata.namespace !== 'mitigation-survey');
    expect(outside.map(labelOf)).toEqual([]);
  });

  it.each(documents.map((d) => [labelOf(d), d] as const))("%s passes its kind's schema", (_label, d) => {
    const Model = models[`${d.manifest.apiVersion}/${d.manifest.kind}`];
    if (!Model) throw new Error(`${labelOf(d)}: no Kubernetes model for ${d.manifest.apiVersion} ${d.manifest.kind} in this test`);
    new Model(d.manifest as never).validate();
  });

  it("uses no field the Kubernetes API does not know (the models' types, checked by the TypeScript compiler)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'k8s-manifests-'));
    try {
      const lines: string[] = [];
      const lineOwners: string[] = [];
      const push = (text: string, owner: string) => text.split('\n').forEach((line) => (lines.push(line), lineOwners.push(owner)));
      documents.forEach((d, i) => {
        push(`import type { I${d.manifest.kind} as T${i} } from '${modelModuleOf(d.manifest)}';`, labelOf(d));
      });
      documents.forEach((d, i) => push(`export const d${i}: T${i} = ${JSON.stringify(d.manifest, null, 2)};`, labelOf(d)));
      writeFileSync(join(dir, 'manifests.ts'), lines.join('\n'));
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            types: [],
            // The models' declarations import each other from the repository's node_modules.
            paths: { 'kubernetes-models/*': [join(repo, 'node_modules/kubernetes-models/*')] },
          },
          files: ['manifests.ts'],
        }),
      );
      const tsc = spawnSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
      const problems = `${tsc.stdout}${tsc.stderr}`
        .split('\n')
        .filter((line) => line.includes('error TS'))
        .map((line) => {
          const at = /manifests\.ts\((\d+),\d+\)/.exec(line);
          return `${at ? lineOwners[Number(at[1]) - 1] : '?'}: ${line.replace(/^.*error /, '')}`;
        });
      expect(problems).toEqual([]);
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

const services = Object.keys(ServiceDirectory) as ServiceName[];
const apps = [
  ...services.map((name) => ({ name, port: ServiceDirectory[name].port, command: ['node', `services/${name}/dist/main.js`] })),
  { name: 'gateway', port: 8080, command: ['node', 'gateway/dist/main.js'] },
];

describe('deploy/k8s against the code', () => {
  it.each(apps.map((app) => [app.name, app] as const))('runs %s: its command and port, probes on /health, a Service', (_name, app) => {
    const deployment = find('Deployment', app.name);
    expect(deployment).toBeDefined();
    expect(deployment!.spec!.replicas).toBeGreaterThanOrEqual(2);
    const [container] = containersOf(deployment!);
    expect(containersOf(deployment!)).toHaveLength(1);
    expect(container.command).toEqual(app.command);
    expect(container.image).toMatch(/\/mitigation-survey:[\w.-]+$/);
    expect(container.ports?.map((p) => p.containerPort)).toEqual([app.port]);
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe?.httpGet?.path).toBe(ServicePaths.health);
      expect(portNumber(container, probe?.httpGet?.port)).toBe(app.port);
    }
    const env = environmentOf(container);
    if (app.name === 'gateway') {
      expect(env.get('GATEWAY_PORT')?.value).toBe(String(app.port));
      expect(env.get('GATEWAY_HOST')?.value).toBe('0.0.0.0');
    } else {
      expect(env.get('PORT')?.value).toBe(String(app.port));
      expect(env.get('HOST')?.value).toBe('0.0.0.0');
      expect(env.get('NODE_ENV')?.value).toBe('production');
    }

    const service = find('Service', app.name);
    expect(service).toBeDefined();
    const podLabels = deployment!.spec!.template!.metadata!.labels!;
    expect(podLabels).toMatchObject(deployment!.spec!.selector!.matchLabels!);
    expect(podLabels).toMatchObject(service!.spec!.selector!);
    expect(service!.spec!.ports).toHaveLength(1);
    expect(service!.spec!.ports![0].port).toBe(app.port);
    expect(portNumber(container, service!.spec!.ports![0].targetPort)).toBe(app.port);
  });

  it('points the gateway at every service and the Ingress at the gateway', () => {
    const env = environmentOf(containersOf(find('Deployment', 'gateway')!)[0]);
    for (const name of services) expect(env.get(`${name.toUpperCase()}_URL`)?.value).toBe(`http://${name}:${ServiceDirectory[name].port}`);
    expect(env.get('GATEWAY_SERVICES')?.value?.split(',').sort()).toEqual([...services].sort());
    const ingresses = manifests.filter((m) => m.kind === 'Ingress') as unknown as {
      spec: { rules: { http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] };
    }[];
    expect(ingresses).toHaveLength(1);
    const backends = ingresses[0].spec.rules.flatMap((rule) => rule.http.paths.map((path) => path.backend.service));
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
    expect(find('Service', 'gateway')!.spec!.ports![0].name).toBe('http');
  });

  it('runs NATS as a cluster of three with JetStream fsyncing every write, found through a headless Service', () => {
    const nats = manifests.find((m) => m.kind === 'StatefulSet' && containersOf(m).some((c) => c.image.startsWith('nats:')));
    expect(nats).toBeDefined();
    expect(nats!.spec!.replicas).toBe(3);
    const [container] = containersOf(nats!);
    // sync_interval came with NATS 2.10; the analysis that asks for it was of 2.12.
    expect(Number(/^nats:2\.(\d+)/.exec(container.image)?.[1])).toBeGreaterThanOrEqual(12);

    const headless = find('Service', nats!.spec!.serviceName!);
    expect(headless?.spec?.clusterIP).toBe('None');
    expect(nats!.spec!.template!.metadata!.labels).toMatchObject(headless!.spec!.selector!);

    // The configuration file the server is started with, from the ConfigMap mounted where the command reads it.
    const confPath = container.command?.[container.command.indexOf('--config') + 1] ?? '';
    const mount = container.volumeMounts?.find((m) => confPath.startsWith(`${m.mountPath}/`));
    const configMapName = nats!.spec!.template!.spec.volumes?.find((v) => v.name === mount?.name)?.configMap?.name;
    const conf = find('ConfigMap', configMapName ?? '')?.data?.[confPath.slice(mount!.mountPath.length + 1)];
    expect(conf).toBeDefined();

    expect(natsBlock(conf!, 'jetstream')).toEqual({ store_dir: '/data', sync_interval: 'always' });
    const data = container.volumeMounts?.find((m) => m.mountPath === '/data');
    expect(nats!.spec!.volumeClaimTemplates?.map((claim) => claim.metadata.name)).toContain(data?.name);

    const cluster = natsBlock(conf!, 'cluster');
    expect(cluster?.name).toBeTruthy();
    const clusterPort = Number(cluster?.port);
    expect(container.ports?.map((p) => p.containerPort)).toEqual(expect.arrayContaining([4222, clusterPort]));
    expect(natsRoutes(conf!).sort()).toEqual([0, 1, 2].map((i) => `nats://${nats!.metadata.name}-${i}.${headless!.metadata.name}:${clusterPort}`));
    expect(headless!.spec!.ports?.map((p) => p.port)).toContain(clusterPort);
    // Each server names itself after its pod (JetStream's clustering needs distinct names).
    expect(conf).toMatch(/^server_name:\s*\$SERVER_NAME\s*$/m);
    expect(container.env?.find((e) => e.name === 'SERVER_NAME')?.valueFrom?.fieldRef).toEqual({ fieldPath: 'metadata.name' });
  });

  it.each(services)('gives %s three stream replicas, the bus and its own Secret', (name) => {
    const env = environmentOf(containersOf(find('Deployment', name)!)[0]);
    expect(env.get('BUS_STREAM_REPLICAS')?.value).toBe('3');
    const natsUrl = new URL(env.get('NATS_URL')!.value!);
    const natsService = find('Service', natsUrl.hostname);
    expect(natsService?.spec?.ports?.map((p) => p.port)).toContain(Number(natsUrl.port));
    expect(natsService?.spec?.selector).toEqual({ 'app.kubernetes.io/name': 'nats' });
    expect(env.get('IDENTITY_URL')?.value).toBe(`http://identity:${ServiceDirectory.identity.port}`);
    // Every secret its settings (the platform's and its own config.ts) name comes from a Secret; its own
    // database and master key from its own Secret, always.
    const secretNames = [...settingsIn('services/platform/src/config.ts'), ...settingsIn(`services/${name}/src/config.ts`)].filter(isSecretSetting);
    expect(secretNames).toEqual(expect.arrayContaining(['DATABASE_URL', 'PERSONAL_DATA_MASTER_KEY']));
    for (const secret of secretNames) {
      expect({ secret, from: env.get(secret)?.valueFrom?.secretKeyRef }).toEqual({ secret, from: expect.objectContaining({ key: secret }) });
    }
    for (const own of ['DATABASE_URL', 'PERSONAL_DATA_MASTER_KEY']) {
      expect(env.get(own)?.valueFrom?.secretKeyRef).toEqual({ name: `${name}-secrets`, key: own });
    }
  });

  it('writes no secret in the files: secret-looking settings come from Secrets only', () => {
    expect(manifests.filter((m) => m.kind === 'Secret').map((m) => m.metadata.name)).toEqual([]);
    const literal: string[] = [];
    for (const workload of workloads) {
      for (const container of containersOf(workload)) {
        for (const variable of container.env ?? []) {
          if (looksSecret(variable.name) && (variable.value !== undefined || !variable.valueFrom?.secretKeyRef)) literal.push(`${workload.metadata.name}: ${variable.name}`);
        }
        for (const source of container.envFrom ?? []) if (source.secretRef) literal.push(`${workload.metadata.name}: envFrom ${source.secretRef.name}`);
      }
    }
    for (const configMap of manifests.filter((m) => m.kind === 'ConfigMap')) {
      for (const key of Object.keys(configMap.data ?? {})) if (looksSecret(key)) literal.push(`ConfigMap ${configMap.metadata.name}: ${key}`);
    }
    expect(literal).toEqual([]);
  });
});
