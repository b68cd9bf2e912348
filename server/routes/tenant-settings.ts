// Tenant settings: every user of the tenant reads them (secrets masked); only tenant admins write.
// Keys are unique per tenant and never change; 'registry' and the batch paths are reserved.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADDABLE_INTEGRATION_KEY,
  requiredTextError,
  SETTING_RULE_MESSAGES,
  settingDescriptionSchema,
  settingKeySchema,
  settingNameSchema,
  tenantSettingSchema,
} from '../../src/model';
import type { Queryable } from '../db/client';
import { tenantSettings } from '../db/schema';
import type { AppDeps } from '../deps';
import { tenantAdminOnly } from '../domain/access';
import { isUuid, newId } from '../domain/ids';
import { invalidateFetchedRegistry } from '../domain/registry';
import {
  integrationWithSecrets,
  isIntegrationRow,
  prepareSetting,
  SETTING_MESSAGES,
  type SettingRow,
  settingView,
  testIntegrationConnection,
} from '../domain/settings';
import { RECAPTCHA_SECRET_KEY, recaptchaSecretOrphaned, type SettingWrite } from '../domain/submissions-spam';
import type { AuthContext } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { validate } from '../http/validation';
import { OutboundError } from '../net/outbound';

const settingAnswer = tenantSettingSchema.extend({
  has_secret: z
    .boolean()
    .describe('Whether a secret is stored; secrets themselves are only ever shown masked'),
});
const config = z
  .record(z.string(), z.unknown(), { error: SETTING_RULE_MESSAGES.configObject })
  .describe(
    'General setting: { data_type, value }. Integration (key field_registry): an integration config.',
  );
const fields = {
  setting_name: settingNameSchema.optional(),
  description: settingDescriptionSchema.optional(),
  config,
  is_encrypted: z.boolean({ error: SETTING_RULE_MESSAGES.encryptedFlag }).optional(),
};
/**
 * A key as sent, never trimmed: ' bad' is refused rather than saved as 'bad' (a key that differs from
 * the one in the request would be read, replaced and deleted by another name than the client used).
 */
const settingKey = z
  .string({ error: requiredTextError(SETTING_RULE_MESSAGES.keyRequired, SETTING_RULE_MESSAGES.keyText) })
  // A key of spaces only is no key at all: settingKeySchema says it is required.
  .refine((key) => key === key.trim() || key.trim() === '', SETTING_MESSAGES.keySpaces)
  .pipe(settingKeySchema);
const createBody = z.strictObject({ setting_key: settingKey, ...fields });
const pathKey = z.object({ setting_key: settingKey });
const putByKeyBody = z.strictObject({ setting_key: settingKey.optional(), ...fields });
const updateByIdBody = z.strictObject({
  setting_name: fields.setting_name,
  description: fields.description,
  config: config.optional(),
  is_encrypted: fields.is_encrypted,
});
const BATCH_MESSAGE = 'settings must be a list of 1 to 100 settings';
const batchBody = z.strictObject({
  settings: z.array(createBody, { error: BATCH_MESSAGE }).min(1, BATCH_MESSAGE).max(100, BATCH_MESSAGE),
});
const BULK_MESSAGE = 'keys must be a list of at most 500 keys';
const bulkBody = z.strictObject({
  keys: z
    .array(z.string({ error: 'A key must be text' }).max(200, SETTING_RULE_MESSAGES.keyTooLong), {
      error: BULK_MESSAGE,
    })
    .max(500, BULK_MESSAGE),
});

const one = z.object({ data: settingAnswer });
const connectionTest = z.object({
  data: z.object({
    ok: z.boolean().describe('The endpoint answered a 2xx'),
    status: z.number().int().nullable().describe('Its HTTP status; null when no answer came'),
    duration_ms: z.number().int().describe('Time of the attempt in milliseconds'),
    error: z.string().optional().describe('Why it is not ok'),
  }),
});
const created = z.object({ id: z.string(), data: settingAnswer });
const list = z.object({ data: z.array(settingAnswer) });

type Input = z.output<typeof createBody>;

function writeOf(input: Input, before: SettingRow | undefined, after: SettingRow): SettingWrite {
  return { key: input.setting_key, before, after, sentConfig: input.config };
}

export function tenantSettingRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  const byKey = async (
    q: Queryable,
    tenantId: string,
    key: string,
    lock = false,
  ): Promise<SettingRow | undefined> => {
    const query = q
      .select()
      .from(tenantSettings)
      .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };

  /**
   * Ends a request's writes (in its transaction): when they moved the reCAPTCHA verify URL without sending
   * a new secret, the stored recaptcha_secret_key is deleted, so it is never posted to the new host.
   * True when it was.
   */
  const dropOrphanedRecaptchaSecret = async (
    tx: Queryable,
    tenantId: string,
    writes: readonly SettingWrite[],
  ): Promise<boolean> => {
    if (!recaptchaSecretOrphaned(writes, deps.keys.data)) return false;
    await tx
      .delete(tenantSettings)
      .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, RECAPTCHA_SECRET_KEY)));
    return true;
  };

  /** Insert or update one setting by key, inside the caller's transaction. */
  const upsert = async (
    tx: Queryable,
    auth: AuthContext,
    input: Input,
    mode: 'create' | 'upsert',
  ): Promise<{ row: SettingRow; created: boolean; write: SettingWrite }> => {
    const existing = await byKey(tx, auth.tenantId, input.setting_key, true);
    if (existing && mode === 'create') throw errors.conflict(SETTING_MESSAGES.exists(input.setting_key));
    const prepared = prepareSetting({
      tenantId: auth.tenantId,
      key: input.setting_key,
      config: input.config,
      isEncrypted: input.is_encrypted,
      existing,
      dataKey: deps.keys.data,
    });
    const at = new Date(deps.clock());
    // The registry copy fetched with the integration's former config is not served as fresh.
    if (input.setting_key === ADDABLE_INTEGRATION_KEY)
      await invalidateFetchedRegistry(tx, auth.tenantId, false);
    if (existing) {
      const [row] = await tx
        .update(tenantSettings)
        .set({
          ...(input.setting_name !== undefined ? { settingName: input.setting_name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          config: prepared.config,
          secretEnc: prepared.secretEnc,
          isEncrypted: prepared.isEncrypted,
          updatedAt: at,
        })
        .where(and(eq(tenantSettings.tenantId, auth.tenantId), eq(tenantSettings.id, existing.id)))
        .returning();
      return { row: row!, created: false, write: writeOf(input, existing, row!) };
    }
    const [row] = await tx
      .insert(tenantSettings)
      .values({
        tenantId: auth.tenantId,
        id: newId(),
        settingKey: input.setting_key,
        settingName: input.setting_name ?? input.setting_key,
        description: input.description ?? '',
        config: prepared.config,
        secretEnc: prepared.secretEnc,
        isEncrypted: prepared.isEncrypted,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return { row: row!, created: true, write: writeOf(input, undefined, row!) };
  };

  /** upsert, and then the reCAPTCHA rule over this one write: for the routes that save one setting. */
  const saveOne = async (tx: Queryable, auth: AuthContext, input: Input, mode: 'create' | 'upsert') => {
    const result = await upsert(tx, auth, input, mode);
    await dropOrphanedRecaptchaSecret(tx, auth.tenantId, [result.write]);
    return result;
  };

  api.op(
    {
      method: 'get',
      path: '/',
      summary: "The tenant's settings and integrations, secrets masked",
      response: { status: 200, schema: list, description: 'Settings, by key' },
    },
    async (c) => {
      const auth = c.get('auth');
      const rows = await db
        .select()
        .from(tenantSettings)
        .where(eq(tenantSettings.tenantId, auth.tenantId))
        .orderBy(asc(tenantSettings.settingKey));
      return c.json({ data: rows.map(settingView) });
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'post',
      path: '/',
      summary: 'Create a setting (admin)',
      body: createBody,
      response: { status: 201, schema: created, description: 'Created' },
      errors: [409],
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      const { row } = await db.transaction((tx) => saveOne(tx, auth, body, 'create'));
      return c.json({ id: row.id, data: settingView(row) }, 201);
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'post',
      path: '/upsert',
      summary: 'Create or update a setting by key (admin)',
      body: createBody,
      response: {
        status: 200,
        schema: created,
        description: 'Updated: a setting with this key existed',
        alsoStatus: { status: 201, description: 'Created: no setting had this key' },
      },
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      const result = await db.transaction((tx) => saveOne(tx, auth, body, 'upsert'));
      return c.json({ id: result.row.id, data: settingView(result.row) }, result.created ? 201 : 200);
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'post',
      path: '/batch',
      summary: 'Create or update several settings at once, all or nothing (admin)',
      body: batchBody,
      response: { status: 200, schema: list, description: 'Saved' },
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      const seen = new Set<string>();
      for (const [index, setting] of body.settings.entries()) {
        if (seen.has(setting.setting_key)) {
          throw errors.invalidAt(
            `settings[${index}].setting_key`,
            SETTING_MESSAGES.keyTwice(setting.setting_key),
          );
        }
        seen.add(setting.setting_key);
      }
      const rows = await db.transaction(async (tx) => {
        const saved: Awaited<ReturnType<typeof upsert>>[] = [];
        for (const setting of body.settings) saved.push(await upsert(tx, auth, setting, 'upsert'));
        // Judged over the whole batch: a batch that moves the URL and sends the new secret keeps it.
        const dropped = await dropOrphanedRecaptchaSecret(
          tx,
          auth.tenantId,
          saved.map((s) => s.write),
        );
        return saved.map((s) => s.row).filter((row) => !(dropped && row.settingKey === RECAPTCHA_SECRET_KEY));
      });
      return c.json({ data: rows.map(settingView) });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/bulk',
      summary: 'Read several settings by key',
      description: 'Keys that do not exist are left out of the answer.',
      body: bulkBody,
      response: { status: 200, schema: list, description: 'The settings found' },
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      if (body.keys.length === 0) return c.json({ data: [] });
      const rows = await db
        .select()
        .from(tenantSettings)
        .where(and(eq(tenantSettings.tenantId, auth.tenantId), inArray(tenantSettings.settingKey, body.keys)))
        .orderBy(asc(tenantSettings.settingKey));
      return c.json({ data: rows.map(settingView) });
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'put',
      path: '/id/:id',
      summary: 'Update a setting by id (admin); the key stays',
      body: updateByIdBody,
      response: { status: 200, schema: one, description: 'Updated' },
      errors: [404],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      if (!isUuid(params.id)) throw errors.notFound('Setting');
      const id = params.id;
      const result = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(tenantSettings)
          .where(and(eq(tenantSettings.tenantId, auth.tenantId), eq(tenantSettings.id, id)))
          .for('update');
        if (!existing) throw errors.notFound('Setting');
        // The request's config: without one the stored config is saved again, which is no new secret.
        const result = await upsert(
          tx,
          auth,
          {
            setting_key: existing.settingKey,
            setting_name: body.setting_name,
            description: body.description,
            config: body.config ?? (existing.config as Record<string, unknown>),
            is_encrypted: body.is_encrypted,
          },
          'upsert',
        );
        await dropOrphanedRecaptchaSecret(tx, auth.tenantId, [{ ...result.write, sentConfig: body.config }]);
        return result;
      });
      return c.json({ data: settingView(result.row) });
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:key',
      summary: 'One setting by key',
      response: { status: 200, schema: one, description: 'The setting' },
      errors: [404],
    },
    async (c, { params }) => {
      const row = await byKey(db, c.get('auth').tenantId, params.key ?? '');
      if (!row) throw errors.notFound('Setting');
      return c.json({ data: settingView(row) });
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'put',
      path: '/:key',
      summary: 'Create or update the setting with this key (admin)',
      body: putByKeyBody,
      response: {
        status: 200,
        schema: created,
        description: 'Updated: a setting with this key existed',
        alsoStatus: { status: 201, description: 'Created: no setting had this key' },
      },
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      // The key in the path is the key of the setting saved: the same rules, and the same 422, as in a body.
      const key = validate(pathKey, { setting_key: params.key ?? '' }).setting_key;
      if (body.setting_key !== undefined && body.setting_key !== key) {
        throw errors.invalidAt('setting_key', SETTING_MESSAGES.keyLocked);
      }
      const result = await db.transaction((tx) => saveOne(tx, auth, { ...body, setting_key: key }, 'upsert'));
      return c.json({ id: result.row.id, data: settingView(result.row) }, result.created ? 201 : 200);
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'delete',
      path: '/:key',
      summary: 'Delete a setting (admin)',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ setting_key: z.string(), deleted: z.literal(true) }) }),
        description: 'Deleted',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(tenantSettings)
          .where(
            and(eq(tenantSettings.tenantId, auth.tenantId), eq(tenantSettings.settingKey, params.key ?? '')),
          )
          .returning();
        if (!row) throw errors.notFound('Setting');
        if (row.settingKey === ADDABLE_INTEGRATION_KEY)
          await invalidateFetchedRegistry(tx, auth.tenantId, true);
        // Deleting a custom verify URL sends the secret to the default one: that moves it too.
        const write = { key: row.settingKey, before: row, after: undefined, sentConfig: undefined };
        await dropOrphanedRecaptchaSecret(tx, auth.tenantId, [write]);
        return row;
      });
      return c.json({ data: { setting_key: deleted.settingKey, deleted: true as const } });
    },
  );

  api.op(
    {
      guard: tenantAdminOnly,
      method: 'post',
      path: '/:key/test',
      summary: "Test an integration's connection (admin)",
      description:
        "Calls the integration's endpoint once with its method, auth, headers and timeout, through the " +
        'guarded outbound client (private and loopback addresses refused). 200 with ok false when the ' +
        'endpoint failed or could not be reached.',
      response: { status: 200, schema: connectionTest, description: 'What the endpoint answered' },
      errors: [404, 422],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const key = params.key ?? '';
      const row = await byKey(db, auth.tenantId, key);
      if (!row) throw errors.notFound('Setting');
      if (!isIntegrationRow(row)) {
        throw new ApiError(422, 'not_integration', SETTING_MESSAGES.notIntegration(key));
      }
      let config: ReturnType<typeof integrationWithSecrets>;
      try {
        config = integrationWithSecrets(row, deps.keys.data);
      } catch (error) {
        // A config saved under older rules that the current ones refuse: nothing is called.
        if (!(error instanceof OutboundError)) throw error;
        return c.json({ data: { ok: false, status: null, duration_ms: 0, error: error.message } });
      }
      const policy = { allowLoopback: deps.config.allowLoopbackOutbound };
      return c.json({ data: await testIntegrationConnection(config, policy) });
    },
  );
}
