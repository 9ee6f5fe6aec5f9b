import { type Contract, contract } from '@crewcall/contract';
import { PRODUCT_VERSION } from '@crewcall/contract/version';
import { generateOpenApi } from '@ts-rest/open-api';

/** The parts of an OpenAPI document the docs page and the tests read. */
export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  [key: string]: unknown;
};

const description = `The API every Crewcall screen uses, for club developers and operators.

A club's calls go to its own domain (\`https://<club domain>/api/...\`): the domain names
the club. Sign in with \`POST /api/auth/login\` and send the access token as
\`Authorization: Bearer <token>\`, or use an API key made by a club admin. The platform
calls (\`/api/platform/...\`) take the operator token instead. Errors come back as
\`{"detail": "..."}\`, or for invalid input as \`{"field": ["..."], "non_field_errors": [...]}\`.`;

let built: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document of the whole contract, built on first use and kept: the
 * contract does not change while the process runs, and building it takes a few hundred ms.
 */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(contract);
  return built;
}

export function buildOpenApiDocument(router: Contract): OpenApiDocument {
  const document = generateOpenApi(
    router,
    {
      openapi: '3.1.0',
      info: { title: 'Crewcall API', version: PRODUCT_VERSION, description },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An access token or API key.' },
        },
      },
      security: [{ bearer: [] }],
    },
    // Operation ids from the contract's path (`shifts.assign`): unique across routers,
    // where the bare route names (`update`) repeat.
    { setOperationId: 'concatenated-path', jsonQuery: false },
  ) as unknown as OpenApiDocument;
  return toOpenApi31(document);
}

/**
 * ts-rest writes its schemas in OpenAPI 3.0's dialect; 3.1 uses JSON Schema 2020-12:
 * `nullable: true` becomes a `null` type, a boolean `exclusiveMinimum/Maximum` the bound
 * itself. Walks the whole document once (copying), so what is served validates as 3.1.
 */
export function toOpenApi31<T>(node: T): T {
  if (Array.isArray(node)) return node.map(toOpenApi31) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toOpenApi31(value);
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const exclusive = `exclusive${bound}`;
    const plain = bound.toLowerCase();
    if (typeof out[exclusive] === 'boolean') {
      if (out[exclusive] && typeof out[plain] === 'number') {
        out[exclusive] = out[plain];
        delete out[plain];
      } else delete out[exclusive];
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') {
      const values = Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {};
      return { ...out, type: [out.type, 'null'], ...values } as T;
    }
    return { anyOf: [out, { type: 'null' }] } as T;
  }
  if (out.nullable === false) delete out.nullable;
  return out as T;
}

/** Every `METHOD /path` of the document, paths as the contract writes them (`:id`). */
export function documentedRoutes(document: OpenApiDocument) {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      routes.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return routes;
}
