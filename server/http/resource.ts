// A small route registry: each operation is declared once with its zod schemas, and that declaration both
// validates the request and documents it in the OpenAPI document (openapi.ts). One Resource is one
// Hono sub-app, mounted by app.ts with app.route(base, resource.app).
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import {
  containsNul,
  emptyBody,
  isJsonContentType,
  NUL_MESSAGE,
  parseJsonText,
  readBodyText,
  validate,
} from './validation';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Media type → the schema of a body sent as it (a file is `z.file()`, a binary string). */
export type MediaTypes = Record<string, z.ZodType>;

/** A success body: JSON of `schema` (application/json), or `content`'s media types (a download, a stream). */
export type SuccessBody = { schema: z.ZodType; content?: never } | { content: MediaTypes; schema?: never };

export type SuccessResponse = SuccessBody & {
  status: 200 | 201 | 202;
  description: string;
  /**
   * The other success status the handler answers with the same body, e.g. 201 when an upsert created
   * what it would otherwise have updated (200).
   */
  alsoStatus?: { status: 200 | 201 | 202; description: string };
};

export interface ErrorResponseDoc {
  description: string;
  /** Headers sent with it: name → what it holds. */
  headers?: Record<string, { description: string; type: 'integer' | 'string' }>;
}

export interface RequestHeaderDoc {
  description: string;
  /** A regular expression (ECMA-262) the value must match, as OpenAPI's `pattern`. */
  pattern: string;
}

export interface OperationSpec<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  method: Method;
  /** Relative to the resource base, Hono syntax (`/:id`). */
  path: string;
  summary: string;
  description?: string;
  /** No token and no signature (sign-in, the OpenAPI document). */
  public?: boolean;
  body?: B;
  /** An empty body is allowed and validated as `{}`. */
  bodyOptional?: boolean;
  query?: Q;
  /** Request headers this operation reads besides the common ones (auth, tenant, signature): name → schema. */
  headers?: Record<string, RequestHeaderDoc>;
  /**
   * Documents a body the handler reads itself, which Resource neither reads nor validates (e.g. a multipart
   * upload, registered on the sub-app before the op): its media types, each with its schema (a file part
   * is `z.file()`, a binary string). Use `body` for JSON bodies.
   */
  documentedBody?: { content: MediaTypes; required?: boolean };
  /** What a success answers: a body (see SuccessBody), or 204 with none. */
  response: SuccessResponse | { status: 204; description: string };
  /** Error statuses this operation answers besides the common ones. */
  errors?: number[];
  /**
   * This operation's own description of an error status (and the headers it sends with it), in place of
   * the shared one in openapi.ts: e.g. which limit a 429 is.
   */
  errorResponses?: Partial<Record<number, ErrorResponseDoc>>;
  /**
   * Runs once the caller is authenticated and before the body and query are validated: a check of who may
   * call at all (e.g. tenant admins only), so that others hear 403 whatever they sent, never a 4xx about
   * a body they may not send.
   */
  guard?: (c: Context<AppEnv>) => void | Promise<void>;
}

export interface OperationInput<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  /**
   * The body exactly as received, decoded as UTF-8 (a BOM is refused, so nothing is stripped): the text
   * the signature covers. Read it here, never with c.req.text() again, which would decode the bytes anew.
   */
  rawBody: string;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface DocumentedOperation {
  fullPath: string;
  tag: string;
  spec: OperationSpec<z.ZodType | undefined, z.ZodType | undefined>;
}

/** `formId`: the form the request is about, read along with the session when given. */
export type Authenticate = (c: Context<AppEnv>, rawBody: string, formId?: string) => Promise<void>;

export interface ResourceOptions {
  /** The path parameter naming the form a request is about (form-scoped resources). */
  formParam?: string;
}

const BODY_METHODS = new Set<Method>(['post', 'put', 'patch', 'delete']);

export const MISSING_BODY_MESSAGE = 'A JSON request body is required';

export class Resource {
  readonly app = new Hono<AppEnv>();

  constructor(
    private readonly registry: DocumentedOperation[],
    readonly base: string,
    readonly tag: string,
    /** The app's one authenticator (its token, key and nonce caches), for routes that check a session themselves. */
    readonly authenticate: Authenticate,
    private readonly options: ResourceOptions = {},
  ) {}

  op<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
    spec: OperationSpec<B, Q>,
    handler: (c: Context<AppEnv>, input: OperationInput<Out<B>, Out<Q>>) => Response | Promise<Response>,
  ): void {
    this.registry.push({
      fullPath: `${this.base}${spec.path === '/' ? '' : spec.path}`,
      tag: this.tag,
      spec: spec as OperationSpec<z.ZodType | undefined, z.ZodType | undefined>,
    });
    this.app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      // The signature covers the exact body text, so it is read once, before anything parses it: as bytes,
      // decoded as strict UTF-8 (400 for anything else, 415 for another declared charset).
      const rawBody = BODY_METHODS.has(spec.method) ? await readBodyText(c.req) : '';
      if (!spec.public) {
        const formId = this.options.formParam ? c.req.param(this.options.formParam) : undefined;
        await this.authenticate(c, rawBody, formId);
      }
      await spec.guard?.(c);
      let body: unknown;
      // A write that declares no body takes none: no body, or {} (bodies are strict everywhere), and
      // anything else is refused before the handler does anything (a DELETE with fields is not a DELETE).
      if (!spec.body && !spec.documentedBody && BODY_METHODS.has(spec.method) && rawBody.trim() !== '') {
        if (!isJsonContentType(c.req.header('content-type'), spec.public === true)) {
          throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json');
        }
        validate(emptyBody, parseJsonText(rawBody));
      }
      if (spec.body) {
        // Emptiness first: a request without a body (and so, usually, without a Content-Type) is told
        // that the body is missing, not that its media type is wrong.
        if (rawBody.trim() === '') {
          if (!spec.bodyOptional) throw new ApiError(400, 'missing_body', MISSING_BODY_MESSAGE);
          body = validate(spec.body, {});
        } else {
          if (!isJsonContentType(c.req.header('content-type'), spec.public === true)) {
            throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json');
          }
          body = validate(spec.body, parseJsonText(rawBody));
        }
      }
      const rawQuery = c.req.query();
      const params = c.req.param() as Record<string, string>;
      if (containsNul(rawQuery) || containsNul(params)) throw new ApiError(400, 'invalid_text', NUL_MESSAGE);
      const query = spec.query ? validate(spec.query, rawQuery, 'query') : undefined;
      return handler(c, { body: body as Out<B>, query: query as Out<Q>, params, rawBody });
    });
  }
}
