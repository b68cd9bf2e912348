// The anonymous routes of a published form (issue #8): the form, submissions, uploads, drafts and
// analytics events. No token and no signature (unless the form requires sign-in, settings.requireAuth); the
// tenant is in the path. Every route answers the same 404
// for an unpublished, unknown, template or other tenant's form, and accepts exactly one media type.
import type { Context } from 'hono';
import { z } from 'zod';
import { judgeSubmission, type SubmissionJudgement, textOf } from '../../src/logic';
import { draftValues } from '../../src/logic/draft-values';
import { MAX_FILE_BYTES } from '../../src/model/files';
import type { AppDeps } from '../deps';
import { recordEvent } from '../domain/analytics';
import { createDraft, DRAFTS_DISABLED_MESSAGE, readDraft, updateDraft } from '../domain/drafts';
import { checkUpload, FILE_MESSAGES, keptFileIds, resolveFileAnswers, storeUpload } from '../domain/files';
import { newId } from '../domain/ids';
import { existingByKey, storeSubmission } from '../domain/submissions';
import {
  loadPublicForm,
  type PublicForm,
  publicNotFound,
  publicSchemaOf,
} from '../domain/submissions-public';
import {
  RATE_LIMITED_MESSAGE,
  SubmissionRateLimiter,
  submissionsPerMinute,
  verifyRecaptcha,
  wantsFieldRecaptcha,
  wantsRecaptcha,
} from '../domain/submissions-spam';
import { TENANT_ID_PATTERN } from '../domain/users';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';

export const INVALID_SUBMISSION_MESSAGE = 'Please correct the highlighted fields';
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible ASCII characters';
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to submit this form';
export const UNCHECKABLE_SUBMISSION_MESSAGE = "These answers could not be checked against the form's rules";

export const PUBLIC_MESSAGES = {
  values: 'values must be a JSON object',
  valuesKey: 'an answer key is longer than 500 characters',
  page: 'page must be a number',
  pageWhole: 'page must be a whole number',
  pageMin: 'page must be at least 0',
  pageMax: 'page must be at most 10000',
  /** A 'page' event without its page: it would be counted as the first page, which it may not be. */
  pageMissing: "page is required for a 'page' event",
  /** An analytics event's page beyond the form's pages (numbered from 0). */
  pageBeyond: (pages: number) =>
    `page must be at most ${pages - 1}: the form has ${pages === 1 ? '1 page' : `${pages} pages`}, numbered from 0`,
  fileTwice: "Only one file per upload: send a single part named 'file'",
  fieldIdTwice: "field_id is given twice: send a single part named 'field_id'",
} as const;

const FORM_PATH = '/:tenantId/forms/:formId';

/** The 429 of a public route as the OpenAPI document describes it: which limit, and that no Retry-After is sent. */
const rateLimited = (limit: string) => ({
  429: {
    description:
      `'rate_limited' ('${RATE_LIMITED_MESSAGE}'): ${limit} per client address and form per minute ` +
      '(FW_SUBMISSIONS_PER_MINUTE, default 10; 0 turns the limit off). No Retry-After header: the counts ' +
      'start over within a minute.',
  },
});
const SUBMISSIONS_LIMITED = rateLimited('more than FW_SUBMISSIONS_PER_MINUTE submissions');
const CHATTER_LIMITED = rateLimited(
  'more than 12 × FW_SUBMISSIONS_PER_MINUTE requests to the draft, upload and event routes together',
);

// Keys are checked by the record as a whole: a key schema's issue would name the (possibly huge) key in
// its path, and the record's own message would say the object is not one.
const values = z
  .record(z.string(), z.unknown(), { error: PUBLIC_MESSAGES.values })
  .refine((record) => Object.keys(record).every((key) => key.length <= 500), PUBLIC_MESSAGES.valuesKey);

const pageNumber = z
  .number({ error: PUBLIC_MESSAGES.page })
  // A number such as 1e300 is whole but beyond the safe range: that is the range's problem, not a fraction.
  .int({
    error: (issue) => (issue.code === 'invalid_type' ? PUBLIC_MESSAGES.pageWhole : PUBLIC_MESSAGES.pageMax),
  })
  .min(0, PUBLIC_MESSAGES.pageMin)
  .max(10_000, PUBLIC_MESSAGES.pageMax);

const submissionBody = z.strictObject({
  values,
  draft_token: z.string().max(200).optional(),
});

const draftBody = z.strictObject({
  values,
  page: pageNumber,
});

const eventBody = z.strictObject({
  type: z.enum(['view', 'start', 'page'], { error: "type must be 'view', 'start' or 'page'" }),
  page: pageNumber.optional(),
});

const submitted = z.object({
  id: z.string(),
  data: z.object({ id: z.string(), created_at: z.string() }),
});

const draftAnswer = z.object({ data: z.object({ token: z.string(), expires_at: z.string() }) });

function idempotencyKey(c: Context<AppEnv>): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError(400, 'invalid_idempotency_key', IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

// textOf, not String(): `values` is the visitor's JSON, and String({"toString": 1}) throws.
const isFilled = (value: unknown) => textOf(value).trim() !== '';

export function publicRoutes(api: Resource, deps: AppDeps): void {
  const { database } = deps;
  const { db } = database;
  const now = () => new Date(deps.clock());
  const submissionLimit = new SubmissionRateLimiter(submissionsPerMinute(), deps.clock);
  // Drafts and events are cheaper and more frequent than submissions, but a flood is still a flood.
  const chatterLimit = new SubmissionRateLimiter(Math.max(submissionLimit.perMinute * 12, 0), deps.clock);
  const limitKey = (c: Context<AppEnv>, tenantId: string, formId: string) =>
    `${clientAddress(c, deps.config.trustProxy)}\u0001${tenantId}\u0001${formId}`;
  /**
   * Every public route finds its form here. A tenant id no tenant can have (ensureTenant's pattern) is the
   * same 404 as an unknown form, before any query: the upload route is not an api.op, so Resource's NUL
   * check never sees its path, and PostgreSQL refuses NUL in text (a 500).
   */
  const publicForm = (tenantId: string | undefined, formId: string | undefined) => {
    if (tenantId === undefined || !TENANT_ID_PATTERN.test(tenantId)) throw publicNotFound();
    return loadPublicForm(database, tenantId, formId);
  };
  /**
   * settings.requireAuth ('Require sign-in to submit'): the routes that take answers (submissions, drafts,
   * uploads) answer only a signed-in user of the form's tenant, with the usual token and signature (the
   * multipart upload signs an empty body: its bytes are not text). Without an Authorization header the
   * 401 says what to do; a bad token or signature answers as on every signed route. The form itself stays
   * public, so the page can say sign-in is needed. Checked before the rate limits count the request.
   */
  const requireSignIn = async (c: Context<AppEnv>, form: PublicForm, rawBody: string) => {
    if (!form.schema.settings.requireAuth) return;
    const refused = () => new ApiError(401, 'sign_in_required', SIGN_IN_REQUIRED_MESSAGE);
    if (!c.req.header('authorization')) throw refused();
    await api.authenticate(c, rawBody);
    // A user of another tenant is not signed in here.
    if (c.get('auth').tenantId !== form.tenantId) throw refused();
  };

  api.op(
    {
      method: 'get',
      path: FORM_PATH,
      public: true,
      summary: 'A published form, for anonymous visitors',
      response: {
        status: 200,
        schema: z.object({
          data: z.object({
            id: z.string(),
            description: z.string(),
            schema_data: z.record(z.string(), z.unknown()),
            version_id: z.string().nullable(),
          }),
        }),
        description: 'The form',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const form = await publicForm(params.tenantId, params.formId);
      return c.json({
        data: {
          id: form.id,
          description: form.description,
          schema_data: publicSchemaOf(form.schema),
          version_id: form.versionId,
        },
      });
    },
  );

  api.op(
    {
      method: 'post',
      path: `${FORM_PATH}/submissions`,
      public: true,
      summary: 'Submit answers to a published form',
      description:
        "Judged with the renderer's own rules (src/logic/submission.ts). 422 maps field ids to the renderer's " +
        'messages. A filled honeypot (`_hp`) answers 201 and stores nothing; reCAPTCHA token under `_recaptcha`. ' +
        'An `Idempotency-Key` header makes a retry answer the first submission instead of storing another.',
      body: submissionBody,
      headers: {
        'Idempotency-Key': {
          description: 'Makes a retry of this submission answer the first one instead of storing another',
          pattern: IDEMPOTENCY_KEY_PATTERN.source,
        },
      },
      response: { status: 201, schema: submitted, description: 'Stored' },
      errors: [401, 404, 409, 415, 422, 429, 503],
      errorResponses: SUBMISSIONS_LIMITED,
    },
    async (c, { body, params, rawBody }) => {
      const tenantId = params.tenantId!;
      const form = await publicForm(tenantId, params.formId);
      await requireSignIn(c, form, rawBody);
      const key = idempotencyKey(c);
      // A replay is answered before its uploads are judged (the first submission already linked them) and
      // before the rate limit counts it: a client's safe retry of a stored submission never meets a 429.
      const earlier =
        key === null
          ? undefined
          : await existingByKey(db, { tenantId, formId: form.id, idempotencyKey: key });
      if (earlier) {
        return c.json(
          { id: earlier.id, data: { id: earlier.id, created_at: earlier.createdAt.toISOString() } },
          201,
        );
      }
      submissionLimit.take(limitKey(c, tenantId, form.id));
      const at = now();
      // Shaped exactly like a stored answer (one id twice), so a bot cannot tell it was discarded.
      const fake = () => {
        const id = newId();
        return c.json({ id, data: { id, created_at: at.toISOString() } }, 201);
      };
      if (isFilled(body.values._hp)) return fake();
      const checkRecaptcha = () =>
        verifyRecaptcha(db, {
          tenantId,
          token: body.values._recaptcha,
          dataKey: deps.keys.data,
          allowLoopback: deps.config.allowLoopbackOutbound,
        });
      const bySetting = wantsRecaptcha(form.schema.settings);
      if (bySetting) await checkRecaptcha();
      const files = await resolveFileAnswers(db, {
        tenantId,
        formId: form.id,
        fields: form.schema.all_fields,
        values: body.values,
      });
      let judged: SubmissionJudgement;
      try {
        judged = judgeSubmission(form.schema, files.values);
      } catch (error) {
        // The judgement runs the renderer's rules over the visitor's JSON; should a shape still slip past
        // them, that is bad input for this request (a 422), and a bug to log, but never a 500.
        deps.log.error(`Could not judge a submission to form ${form.id}`, error);
        throw new ApiError(422, 'validation_failed', UNCHECKABLE_SUBMISSION_MESSAGE);
      }
      if (judged.spam) return fake();
      // A shown recaptcha field displays the widget whenever the form has a site key, setting on or off.
      if (!bySetting && wantsFieldRecaptcha(form.schema.settings, judged.recaptchaShown))
        await checkRecaptcha();
      const fieldErrors = { ...judged.errors, ...files.errors };
      if (Object.keys(fieldErrors).length > 0) {
        return c.json(
          { error: { code: 'validation_failed', message: INVALID_SUBMISSION_MESSAGE, fields: fieldErrors } },
          422,
        );
      }
      const row = await storeSubmission(database, {
        tenantId,
        formId: form.id,
        versionId: form.versionId,
        formRevision: form.revision,
        schema: form.schema,
        values: judged.values,
        fileIds: keptFileIds(form.schema.all_fields, judged.values),
        idempotencyKey: key,
        draftToken: body.draft_token ?? null,
        at,
      });
      return c.json({ id: row.id, data: { id: row.id, created_at: row.createdAt.toISOString() } }, 201);
    },
  );

  // Multipart: api.op reads every POST body as text (for signatures), which would corrupt a file. The
  // upload is therefore registered on the sub-app first, where Hono runs it; the api.op registration after
  // it documents the route in the OpenAPI document and is never reached.
  const upload = async (c: Context<AppEnv>) => {
    const tenantId = c.req.param('tenantId') ?? '';
    const form = await publicForm(tenantId, c.req.param('formId'));
    await requireSignIn(c, form, '');
    chatterLimit.take(limitKey(c, tenantId, form.id));
    const type = (c.req.header('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (type !== 'multipart/form-data') {
      throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data');
    }
    let parts: Record<string, string | File | (string | File)[]>;
    try {
      parts = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiError(400, 'malformed_multipart', 'The multipart body could not be read');
    }
    const file = parts.file;
    // Parts given twice arrive as a list (parseBody's `all`): said so, rather than "send the file".
    if (Array.isArray(file)) throw new ApiError(400, 'too_many_files', PUBLIC_MESSAGES.fileTwice);
    if (!(file instanceof File)) throw new ApiError(400, 'missing_file', FILE_MESSAGES.missing);
    // An upload must be for a file field of the form: otherwise any published form, even one without a
    // file field, would take anonymous files (kept a day, or as long as a draft names them).
    const fieldId = parts.field_id;
    if (Array.isArray(fieldId)) throw new ApiError(422, 'validation_failed', PUBLIC_MESSAGES.fieldIdTwice);
    if (typeof fieldId !== 'string' || fieldId === '') {
      throw new ApiError(422, 'validation_failed', FILE_MESSAGES.fieldMissing);
    }
    if (!form.schema.all_fields.some((f) => f.id === fieldId && f.type === 'file')) {
      throw new ApiError(422, 'validation_failed', FILE_MESSAGES.field);
    }
    const fileType = checkUpload(file, MAX_FILE_BYTES);
    const record = await storeUpload(db, {
      tenantId,
      formId: form.id,
      fieldId,
      id: newId(),
      file,
      type: fileType,
      at: now(),
    });
    return c.json({ id: record.id, data: record }, 201);
  };
  api.app.post(`${FORM_PATH}/files`, upload);
  api.op(
    {
      method: 'post',
      path: `${FORM_PATH}/files`,
      public: true,
      summary: 'Upload a file for a file field (multipart/form-data: parts `file` and `field_id`)',
      description:
        "The answer's id goes into the submission as the file field's value (one id, or a list). Types: " +
        'PDF, images (PNG, JPEG, GIF, WebP), text, CSV, JSON, ZIP and office documents; at most 5 MiB ' +
        '(less when the server body limit is smaller).',
      response: {
        status: 201,
        schema: z.object({
          id: z.string(),
          data: z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() }),
        }),
        description: 'Stored',
      },
      documentedBody: {
        content: {
          'multipart/form-data': z.object({
            file: z.file().describe('The file (one part)'),
            field_id: z.string().describe("The id of the form's file field it answers"),
          }),
        },
      },
      errors: [401, 404, 413, 415, 422, 429],
      errorResponses: {
        ...CHATTER_LIMITED,
        415: { description: 'Content-Type is not multipart/form-data' },
      },
    },
    upload,
  );

  const requireDrafts = (allowDrafts: boolean) => {
    if (!allowDrafts) throw new ApiError(403, 'drafts_disabled', DRAFTS_DISABLED_MESSAGE);
  };

  api.op(
    {
      method: 'post',
      path: `${FORM_PATH}/drafts`,
      public: true,
      summary: 'Save a draft (settings.allowDrafts); the token is the resume key',
      body: draftBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: z.object({ token: z.string(), expires_at: z.string() }) }),
        description: 'Saved',
      },
      errors: [401, 403, 404, 415, 429],
      errorResponses: CHATTER_LIMITED,
    },
    async (c, { body, params, rawBody }) => {
      const tenantId = params.tenantId!;
      const form = await publicForm(tenantId, params.formId);
      requireDrafts(form.schema.settings.allowDrafts);
      await requireSignIn(c, form, rawBody);
      chatterLimit.take(limitKey(c, tenantId, form.id));
      const values = draftValues(form.schema, body.values);
      const draft = await createDraft(db, { tenantId, formId: form.id, ...body, values, at: now() });
      return c.json({ id: draft.token, data: draft }, 201);
    },
  );

  api.op(
    {
      method: 'put',
      path: `${FORM_PATH}/drafts/:token`,
      public: true,
      summary: 'Update a draft; its expiry starts over',
      body: draftBody,
      response: { status: 200, schema: draftAnswer, description: 'Saved' },
      errors: [401, 403, 404, 415, 429],
      errorResponses: CHATTER_LIMITED,
    },
    async (c, { body, params, rawBody }) => {
      const tenantId = params.tenantId!;
      const form = await publicForm(tenantId, params.formId);
      requireDrafts(form.schema.settings.allowDrafts);
      await requireSignIn(c, form, rawBody);
      chatterLimit.take(limitKey(c, tenantId, form.id));
      const draft = await updateDraft(db, {
        tenantId,
        formId: form.id,
        token: params.token!,
        ...body,
        values: draftValues(form.schema, body.values),
        at: now(),
      });
      return c.json({ data: draft });
    },
  );

  api.op(
    {
      method: 'get',
      path: `${FORM_PATH}/drafts/:token`,
      public: true,
      summary: 'Read a draft to resume it',
      response: {
        status: 200,
        schema: z.object({
          data: z.object({
            values: z.record(z.string(), z.unknown()),
            page: z.number(),
            expires_at: z.string(),
          }),
        }),
        description: 'The draft',
      },
      errors: [401, 403, 404],
    },
    async (c, { params }) => {
      const tenantId = params.tenantId!;
      const form = await publicForm(tenantId, params.formId);
      requireDrafts(form.schema.settings.allowDrafts);
      await requireSignIn(c, form, '');
      const draft = await readDraft(db, { tenantId, formId: form.id, token: params.token!, at: now() });
      return c.json({ data: draft });
    },
  );

  api.op(
    {
      method: 'post',
      path: `${FORM_PATH}/events`,
      public: true,
      summary: 'Record an analytics event (only kept when settings.enableAnalytics); answers 204',
      description:
        "A 'page' event names its page (else 422), one of the form's pages, numbered from 0 (else 422).",
      body: eventBody,
      response: { status: 204, description: 'No content' },
      errors: [404, 415, 422, 429],
      errorResponses: CHATTER_LIMITED,
    },
    async (c, { body, params }) => {
      const tenantId = params.tenantId!;
      const form = await publicForm(tenantId, params.formId);
      // A page the form does not have would be counted by no summary (which lists the form's pages), only
      // stored; refused like the other page checks, before the rate limit counts the request.
      const pages = Math.max(1, form.schema.pages.length);
      if (body.type === 'page' && body.page === undefined) {
        throw errors.invalidAt('page', PUBLIC_MESSAGES.pageMissing);
      }
      if (body.type === 'page' && (body.page ?? 0) >= pages) {
        throw errors.invalidAt('page', PUBLIC_MESSAGES.pageBeyond(pages));
      }
      chatterLimit.take(limitKey(c, tenantId, form.id));
      if (form.schema.settings.enableAnalytics) {
        await recordEvent(db, {
          tenantId,
          formId: form.id,
          type: body.type,
          page: body.page ?? 0,
          at: now(),
        });
      }
      return c.body(null, 204);
    },
  );
}
