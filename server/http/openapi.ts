// OpenAPI 3.1 from the same zod schemas that validate the requests (see resource.ts).
import { z } from 'zod';
import type { DocumentedOperation, MediaTypes } from './resource';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  delete out.$schema;
  return out;
}

function mediaTypes(content: MediaTypes, io: 'input' | 'output'): JsonObject {
  return Object.fromEntries(
    Object.entries(content).map(([type, schema]) => [type, { schema: jsonSchema(schema, io) }]),
  );
}

const COMMON_ERRORS: Record<number, string> = {
  400: 'Malformed request: bad JSON, unknown fields, a missing X-Tenant-Id header',
  401: "'Authentication required' (missing, expired or revoked token) or a refused request signature",
  403: 'X-Tenant-Id differs from the token, or the role does not allow this',
  404: 'Not found, or it belongs to another tenant',
  409: 'Conflicts with the current state',
  413: 'Body larger than the limit',
  415: 'Content-Type is not application/json',
  422: 'Validation failed; the message names the field',
  429: "Too many requests: a rate limit was reached (the operation's description says which)",
  502: 'An upstream integration failed',
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

export function buildOpenApi(operations: DocumentedOperation[], info: OpenApiInfo): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { fullPath, tag, spec } of operations) {
    const path = fullPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: JsonObject[] = [...fullPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (spec.query) {
      const q = jsonSchema(spec.query, 'input');
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((q.properties as JsonObject | undefined) ?? {})) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    }
    for (const [name, { description, pattern }] of Object.entries(spec.headers ?? {})) {
      parameters.push({
        name,
        in: 'header',
        required: false,
        description,
        schema: { type: 'string', pattern },
      });
    }
    const statuses = new Set<number>([400, ...(spec.public ? [] : [401, 403]), ...(spec.errors ?? [])]);
    if (spec.body) for (const s of [413, 415, 422]) statuses.add(s);
    const { response } = spec;
    const responses: JsonObject = {};
    if (response.status === 204) {
      responses[204] = { description: response.description };
    } else {
      const content = response.content
        ? mediaTypes(response.content, 'output')
        : { 'application/json': { schema: jsonSchema(response.schema, 'output') } };
      responses[response.status] = { description: response.description, content };
      if (response.alsoStatus) {
        responses[response.alsoStatus.status] = { description: response.alsoStatus.description, content };
      }
    }
    for (const status of [...statuses].sort()) {
      const own = spec.errorResponses?.[status];
      responses[status] = {
        description: own?.description ?? COMMON_ERRORS[status] ?? 'Error',
        ...(own?.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(own.headers).map(([name, { description, type }]) => [
                  name,
                  { description, schema: { type } },
                ]),
              ),
            }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    const operation: JsonObject = {
      tags: [tag],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      operationId: `${spec.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      ...(parameters.length ? { parameters } : {}),
      ...(spec.body
        ? {
            requestBody: {
              required: !spec.bodyOptional,
              content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
            },
          }
        : spec.documentedBody
          ? {
              requestBody: {
                required: spec.documentedBody.required ?? true,
                content: mediaTypes(spec.documentedBody.content, 'input'),
              },
            }
          : {}),
      responses,
      security: spec.public ? [] : [{ bearer: [], tenant: [], signature: [], timestamp: [], nonce: [] }],
    };
    paths[path] ??= {};
    paths[path][spec.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { path: { type: 'string' }, message: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tenant: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Tenant-Id',
          description: "Must equal the token's tenantId",
        },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature',
          description:
            'base64 HMAC-SHA256, keyed by the signingKey from sign-in, over ' +
            'timestamp + "\\n" + nonce + "\\n" + METHOD + "\\n" + lower-cased path without query + "\\n" + body',
        },
        timestamp: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Timestamp',
          description: 'Unix time in seconds, ±300 s',
        },
        nonce: { type: 'apiKey', in: 'header', name: 'X-Nonce', description: 'Random, unique per request' },
      },
    },
  };
}
