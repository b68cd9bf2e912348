// One schema for both drivers (PGlite and PostgreSQL). Every tenant-owned table carries tenant_id as the
// first column of its primary key and of every foreign key, so a row can never point into another tenant
// and the tables are ready to be distributed by tenant_id (Citus). Every foreign key is also the leading
// columns of an index (tests/server/schema-indexes.test.ts checks): deleting or checking a parent row then
// looks its children up instead of scanning their table, once per row of a cascade.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull();

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    username: text('username').notNull(),
    // Stored lower-cased: e-mail lookups (collaborator invitations) are case-insensitive.
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('users_tenant_username_uq').on(t.tenantId, t.username),
    unique('users_tenant_email_uq').on(t.tenantId, t.email),
    // Sign-in without a tenant looks a username up across tenants.
    index('users_username_idx').on(t.username),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    userId: uuid('user_id').notNull(),
    // The per-session request-signing key, AES-256-GCM encrypted (see server/crypto/secrets.ts).
    signingKeyEnc: text('signing_key_enc').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

// Nonces seen inside the signature window. The primary key makes a replay fail atomically even when
// several server processes share one PostgreSQL; rows are deleted once their window has passed.
// No foreign key on purpose: this insert is on every request's hot path.
export const requestNonces = pgTable(
  'request_nonces',
  {
    tenantId: text('tenant_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId, t.nonce] }),
    index('request_nonces_expires_idx').on(t.expiresAt),
  ],
);

export const forms = pgTable(
  'forms',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    description: text('description').notNull(),
    // json, not jsonb: the schema is never queried inside, and json hands its text back as stored, while
    // rendering a 60 KB jsonb as text costs PostgreSQL four times the CPU on every read.
    schemaData: json('schema_data').notNull(),
    // Raised by every change of the schema: readers that hold a copy skip the transfer when it matches.
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    isTemplate: boolean('is_template').notNull(),
    // Only a published form is served to anonymous visitors (the public routes answer 404 otherwise).
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('forms_tenant_template_idx').on(t.tenantId, t.isTemplate),
    index('forms_created_by_idx').on(t.tenantId, t.createdBy),
  ],
);

export const formCollaborators = pgTable(
  'form_collaborators',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: ['owner', 'editor', 'viewer'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('form_collaborators_member_uq').on(t.tenantId, t.formId, t.userId),
    // Listing "my forms" starts from the user's memberships.
    index('form_collaborators_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const formVersions = pgTable(
  'form_versions',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    schemaData: json('schema_data').notNull(),
    description: text('description').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('form_versions_number_uq').on(t.tenantId, t.formId, t.versionNumber),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const formComments = pgTable(
  'form_comments',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    fieldId: text('field_id'),
    userId: uuid('user_id').notNull(),
    commentText: text('comment_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('form_comments_form_idx').on(t.tenantId, t.formId),
    index('form_comments_user_idx').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const formActivity = pgTable(
  'form_activity',
  {
    tenantId: text('tenant_id').notNull(),
    // An identity, not a uuid: "newest first" must follow insertion order even within one millisecond.
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    formId: uuid('form_id').notNull(),
    userId: uuid('user_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('form_activity_form_idx').on(t.tenantId, t.formId, t.id),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    settingKey: text('setting_key').notNull(),
    settingName: text('setting_name').notNull(),
    description: text('description').notNull(),
    // The public part of the configuration; secret values are removed from it and kept in secretEnc.
    config: jsonb('config').notNull(),
    // AES-256-GCM encrypted JSON object of the secret values (null when there are none).
    secretEnc: text('secret_enc'),
    isEncrypted: boolean('is_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('tenant_settings_key_uq').on(t.tenantId, t.settingKey),
  ],
);

export const tenantRegistries = pgTable('tenant_registries', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  // The document an admin stored with PUT; served when no field_registry integration is active.
  storedDocument: jsonb('stored_document'),
  storedAt: timestamp('stored_at', { withTimezone: true, mode: 'date' }),
  // The last good copy fetched from the field_registry integration.
  fetchedDocument: jsonb('fetched_document'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }),
  fetchedFrom: text('fetched_from'),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
});

// drizzle-orm 0.45 has no bytea column; both drivers hand back a Buffer/Uint8Array.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const submissions = pgTable(
  'submissions',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    // The newest form_versions row when the visitor submitted (null when the form had none). No foreign
    // key: a submission outlives the pruning of old versions.
    versionId: uuid('version_id'),
    // forms.revision when the visitor submitted: the exact schema the answers were judged against (it rises
    // with every change, manual snapshot or not). Null for submissions stored before it was recorded.
    formRevision: bigint('form_revision', { mode: 'number' }),
    // The judged values: hidden fields dropped, set_value applied, keyed by field id.
    values: jsonb('values').notNull(),
    // The client's Idempotency-Key header: a retried POST answers the first submission instead of storing
    // a second one.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('submissions_form_idx').on(t.tenantId, t.formId, t.createdAt),
    unique('submissions_idempotency_uq').on(t.tenantId, t.formId, t.idempotencyKey),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

// Uploads of file fields. Stored before the submission (the visitor uploads while filling the form), linked
// to it when the submission names the file's id; unlinked uploads are purged after a day.
export const submissionFiles = pgTable(
  'submission_files',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    submissionId: uuid('submission_id'),
    fieldId: text('field_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('submission_files_submission_idx').on(t.tenantId, t.submissionId),
    index('submission_files_form_idx').on(t.tenantId, t.formId),
    index('submission_files_created_idx').on(t.createdAt),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
    // A null submission_id (not yet submitted) is not checked; deleting the submission deletes its files.
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [submissions.tenantId, submissions.id],
    }).onDelete('cascade'),
  ],
);

// Save and resume: the token is the visitor's only key (a random secret in the resume link).
export const drafts = pgTable(
  'drafts',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    token: text('token').notNull(),
    values: jsonb('values').notNull(),
    page: integer('page').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('drafts_token_uq').on(t.tenantId, t.formId, t.token),
    index('drafts_expires_idx').on(t.expiresAt),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

// Analytics (settings.enableAnalytics): one row per view, start, page reached and completion.
export const formEvents = pgTable(
  'form_events',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    formId: uuid('form_id').notNull(),
    type: text('type', { enum: ['view', 'start', 'page', 'complete'] }).notNull(),
    page: integer('page'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('form_events_form_idx').on(t.tenantId, t.formId, t.type),
    foreignKey({ columns: [t.tenantId, t.formId], foreignColumns: [forms.tenantId, forms.id] }).onDelete(
      'cascade',
    ),
  ],
);

// The webhook outbox and delivery log in one: a row per submission x target, written in the submission's
// transaction, so a crash loses no delivery and the submit answer never waits for a receiver.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    formId: uuid('form_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    // Null for the form's own webhook URL (settings.notifications); else the tenant_settings row.
    integrationId: uuid('integration_id'),
    target: text('target').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    // When the worker may take the row next (null once finished). A worker that claims a row moves it
    // forward by its timeout, which doubles as a lease should the worker die mid-attempt.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The worker's claim: the tenants with pending rows (skipping along the index), and each one's due
    // rows, oldest first.
    index('webhook_deliveries_due_idx').on(t.tenantId, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_form_idx').on(t.tenantId, t.formId, t.createdAt),
    // Deleting a form deletes its submissions one by one, and each deletes its deliveries: without this
    // index every one of them scanned the whole table (20 000 responses took 20 s on PostgreSQL).
    index('webhook_deliveries_submission_idx').on(t.tenantId, t.submissionId),
    // No key to forms: the submission's key already ties the row to its form (deleting the form deletes
    // its submissions and so their deliveries), and a second check would cost every submission with a
    // webhook one more lookup and lock of the form row.
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [submissions.tenantId, submissions.id],
    }).onDelete('cascade'),
  ],
);

// Every attempt of a delivery, as the worker recorded it: the delivery row keeps only the last one, and a
// receiver's owner debugging a failure wants each answer and error in turn (a replay starts the count again
// at 1, so attempts are told apart by id and time, not by their number).
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    target: text('target').notNull(),
    responseCode: integer('response_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('webhook_attempts_delivery_idx').on(t.tenantId, t.deliveryId, t.at),
    foreignKey({
      columns: [t.tenantId, t.deliveryId],
      foreignColumns: [webhookDeliveries.tenantId, webhookDeliveries.id],
    }).onDelete('cascade'),
  ],
);
