// Typed calls for forms and templates (shell §7 "Main service"). Every schema the server answers goes
// through migrate() here, so callers only ever hold a current, validated FormSchemaData.
import { COLLABORATOR_ROLES, type CollaboratorRole, type Form, type FormSchemaData, migrate } from '../model';
import type { ApiClient } from './client';
import { ApiError } from './errors';

const FORMS_PATH = '/api/v1/forms';

/** A form as the server answers it, with the caller's role on it (viewer for a foreign template). */
export interface ApiForm extends Form {
  role: CollaboratorRole;
}

/** What the builder sends on create and save (shell §3 "Sent on save"). */
export interface FormPayload {
  description: string;
  schema_data: FormSchemaData;
  is_template: boolean;
  /** Sent as the builder always did; the server keeps its own time and owner. */
  updatedAt?: string;
  created_by?: string;
  /** The revision the changes were made from: the server refuses the save (409 form_changed) when the form
   * has been saved since. Left out, the save replaces whatever is there. */
  base_revision?: number;
}

/** A save of an existing form: is_template left out keeps it as it is (only the owner may change it). */
export type FormUpdate = Omit<FormPayload, 'is_template'> & { is_template?: boolean };

/** The server's code for a save refused because someone else saved the form since base_revision. */
export const FORM_CHANGED_CODE = 'form_changed';

export const INVALID_FORM_MESSAGE = 'Invalid form data: missing schema';

function formPath(id: string): string {
  return `${FORMS_PATH}/${encodeURIComponent(id)}`;
}

/**
 * The answer's form, migrated. A form without a usable schema is an error with the spec's message
 * (shell §8: 'Invalid form data: missing schema'), never a half-loaded builder.
 */
export function readForm(raw: unknown): ApiForm {
  if (typeof raw !== 'object' || raw === null) throw invalidForm();
  const record = raw as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.schema_data === undefined) throw invalidForm();
  const migrated = migrate(record.schema_data);
  if (!migrated.ok) throw invalidForm();
  const role = COLLABORATOR_ROLES.find((candidate) => candidate === record.role) ?? 'viewer';
  return {
    id: record.id,
    description: typeof record.description === 'string' ? record.description : '',
    schema_data: migrated.value,
    is_template: record.is_template === true,
    is_published: record.is_published === true,
    ...(typeof record.created_at === 'string' && { created_at: record.created_at }),
    ...(typeof record.updated_at === 'string' && { updated_at: record.updated_at }),
    ...(Number.isInteger(record.revision) && { revision: record.revision as number }),
    ...(typeof record.created_by === 'string' && { created_by: record.created_by }),
    role,
  };
}

function invalidForm(): ApiError {
  return new ApiError(INVALID_FORM_MESSAGE, 0, 'invalid_form');
}

/**
 * A form as a list shows it (GET /forms?summary=true): everything but its schema, with the number of fields
 * its pages reach. The list then costs kilobytes, not every schema of the tenant.
 */
export interface FormSummary extends Omit<ApiForm, 'schema_data'> {
  field_count: number;
}

/**
 * A listed form whose schema cannot be read (the server could not count its fields): still listed, so it
 * counts and can be deleted, but it cannot be opened, duplicated or used.
 */
export interface UnreadableForm {
  id: string;
  description: string;
  is_template: boolean;
  is_published: boolean;
  updated_at?: string;
  role: CollaboratorRole;
  unreadable: true;
}

export type ListedForm = FormSummary | UnreadableForm;

export function isUnreadable(form: ListedForm): form is UnreadableForm {
  return 'unreadable' in form && form.unreadable === true;
}

/** A row of the summary list: a summary, an unreadable form (no field count), or null without an id. */
function readListed(raw: unknown): ListedForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.id === '') return null;
  const common = {
    id: record.id,
    description: typeof record.description === 'string' ? record.description : '',
    is_template: record.is_template === true,
    is_published: record.is_published === true,
    ...(typeof record.updated_at === 'string' && { updated_at: record.updated_at }),
    role: COLLABORATOR_ROLES.find((candidate) => candidate === record.role) ?? 'viewer',
  };
  const count = record.field_count;
  if (typeof count !== 'number' || !Number.isInteger(count)) return { ...common, unreadable: true };
  return {
    ...common,
    ...(typeof record.created_at === 'string' && { created_at: record.created_at }),
    ...(Number.isInteger(record.revision) && { revision: record.revision as number }),
    ...(typeof record.created_by === 'string' && { created_by: record.created_by }),
    field_count: count,
  };
}

interface ListOptions {
  templates?: boolean;
  signal?: AbortSignal;
}

/** The forms (or templates) with their schemas; one broken row never hides the others. */
export async function listForms(client: ApiClient, options: ListOptions = {}): Promise<ApiForm[]> {
  const answer = await client.request<{ data?: unknown }>('GET', FORMS_PATH, {
    query: options.templates ? { is_template: true } : undefined,
    signal: options.signal,
  });
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return rows.flatMap((row): ApiForm[] => {
    try {
      return [readForm(row)];
    } catch {
      return [];
    }
  });
}

/**
 * The forms (or templates) as a list shows them, without schemas (the dashboard). A form whose schema the
 * server cannot read is listed unreadable, so it still counts and can be deleted.
 */
export async function listFormSummaries(client: ApiClient, options: ListOptions = {}): Promise<ListedForm[]> {
  const answer = await client.request<{ data?: unknown }>('GET', FORMS_PATH, {
    query: { summary: true, ...(options.templates ? { is_template: true } : {}) },
    signal: options.signal,
  });
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return rows.flatMap((row) => readListed(row) ?? []);
}

export async function getForm(client: ApiClient, id: string, signal?: AbortSignal): Promise<ApiForm> {
  const answer = await client.request<{ data?: unknown }>('GET', formPath(id), { signal });
  return readForm(answer?.data);
}

/** Creates a form; the answer's id is required (shell §4: without it the builder reports 'Failed to create form'). */
export async function createForm(
  client: ApiClient,
  payload: FormPayload,
): Promise<{ id: string; form: ApiForm | null }> {
  const answer = await client.request<{ id?: unknown; data?: unknown }>('POST', FORMS_PATH, {
    body: payload,
  });
  const id = typeof answer?.id === 'string' && answer.id !== '' ? answer.id : null;
  if (id === null) throw new ApiError('Failed to create form', 0, 'create_without_id');
  let form: ApiForm | null = null;
  try {
    form = readForm(answer.data);
  } catch {
    form = null;
  }
  return { id, form };
}

/** `clientId`: the saving builder's presence id, so its own live event can be told from another tab's. */
export async function updateForm(
  client: ApiClient,
  id: string,
  payload: FormUpdate,
  clientId?: string,
): Promise<ApiForm> {
  const answer = await client.request<{ data?: unknown }>('PUT', formPath(id), {
    body: payload,
    ...(clientId ? { headers: { 'X-Client-Id': clientId } } : {}),
  });
  return readForm(answer?.data);
}

/** Shell §8: delete swallows errors and answers false. */
export async function deleteForm(client: ApiClient, id: string): Promise<boolean> {
  try {
    await client.request('DELETE', formPath(id));
    return true;
  } catch {
    return false;
  }
}

/** Shell §8: duplicate swallows errors and answers null. The server names the copy '{description} (Copy)'. */
export async function duplicateForm(
  client: ApiClient,
  id: string,
  options: { description?: string; is_template?: boolean } = {},
): Promise<ApiForm | null> {
  try {
    const answer = await client.request<{ data?: unknown }>('POST', `${formPath(id)}/duplicate`, {
      body: options,
    });
    return readForm(answer?.data);
  } catch {
    return null;
  }
}
