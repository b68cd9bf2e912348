// One schema for both drivers (PGlite and PostgreSQL). Every tenant-owned table carries tenant_id as the
// first column of its primary key and of every foreign key, so a row can never point into another tenant
// and the tables are ready to be distributed by tenant_id (Citus).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    index('forms_tenant_template_idx').on(t.tenantId, t.isTemplate),
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
