// Typed calls for members, comments, activity, presence and the event-stream ticket (authoring §3
// "Collaboration entities"; docs/api.md). Answers are checked with the model's schemas; a row that does
// not parse is left out rather than breaking the panel.
import type { z } from 'zod';
import {
  type ActivityRecord,
  type AssignableRole,
  activityRecordSchema,
  type Collaborator,
  type Comment,
  collaboratorSchema,
  commentSchema,
  type PresenceRecord,
  presenceRecordSchema,
} from '../model';
import type { ApiClient } from './client';

/** A presence record of one open builder (one user may have several). */
export interface PresenceEntry extends PresenceRecord {
  client_id: string;
}

function formPath(formId: string, rest: string): string {
  return `/api/v1/forms/${encodeURIComponent(formId)}/${rest}`;
}

function rowsOf<T>(schema: z.ZodType<T>, data: unknown): T[] {
  const rows = Array.isArray(data) ? data : [];
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

function oneOf<T>(schema: z.ZodType<T>, data: unknown): T {
  return schema.parse(data);
}

export async function listCollaborators(client: ApiClient, formId: string): Promise<Collaborator[]> {
  const answer = await client.request<{ data?: unknown }>('GET', formPath(formId, 'collaborators'));
  return rowsOf(collaboratorSchema, answer?.data);
}

export async function addCollaborator(
  client: ApiClient,
  formId: string,
  email: string,
  role: AssignableRole,
): Promise<Collaborator> {
  const answer = await client.request<{ data?: unknown }>('POST', formPath(formId, 'collaborators'), {
    body: { email: email.trim(), role },
  });
  return oneOf(collaboratorSchema, answer?.data);
}

export async function updateCollaboratorRole(
  client: ApiClient,
  formId: string,
  collaboratorId: string,
  role: AssignableRole,
): Promise<Collaborator> {
  const answer = await client.request<{ data?: unknown }>(
    'PUT',
    formPath(formId, `collaborators/${encodeURIComponent(collaboratorId)}`),
    { body: { role } },
  );
  return oneOf(collaboratorSchema, answer?.data);
}

export async function removeCollaborator(
  client: ApiClient,
  formId: string,
  collaboratorId: string,
): Promise<void> {
  await client.request('DELETE', formPath(formId, `collaborators/${encodeURIComponent(collaboratorId)}`));
}

/** Oldest first. */
export async function listComments(client: ApiClient, formId: string): Promise<Comment[]> {
  const answer = await client.request<{ data?: unknown }>('GET', formPath(formId, 'comments'));
  return rowsOf(commentSchema, answer?.data);
}

export async function addComment(
  client: ApiClient,
  formId: string,
  text: string,
  fieldId: string | null,
): Promise<Comment> {
  const answer = await client.request<{ data?: unknown }>('POST', formPath(formId, 'comments'), {
    body: { comment_text: text.trim(), ...(fieldId ? { field_id: fieldId } : {}) },
  });
  return oneOf(commentSchema, answer?.data);
}

export async function editComment(client: ApiClient, commentId: string, text: string): Promise<Comment> {
  const answer = await client.request<{ data?: unknown }>(
    'PUT',
    `/api/v1/forms/comments/${encodeURIComponent(commentId)}`,
    { body: { comment_text: text.trim() } },
  );
  return oneOf(commentSchema, answer?.data);
}

export async function deleteComment(client: ApiClient, commentId: string): Promise<void> {
  await client.request('DELETE', `/api/v1/forms/comments/${encodeURIComponent(commentId)}`);
}

/** Newest first. */
export async function listActivity(client: ApiClient, formId: string): Promise<ActivityRecord[]> {
  const answer = await client.request<{ data?: unknown }>('GET', formPath(formId, 'activity'));
  return rowsOf(activityRecordSchema, answer?.data);
}

function presenceRows(data: unknown): PresenceEntry[] {
  const rows = Array.isArray(data) ? data : [];
  return rows.flatMap((row) => {
    const parsed = presenceRecordSchema.safeParse(row);
    const clientId = (row as { client_id?: unknown } | null)?.client_id;
    return parsed.success && typeof clientId === 'string' ? [{ ...parsed.data, client_id: clientId }] : [];
  });
}

/** Reads a `presence` event's or answer's records. */
export function readPresence(data: unknown): PresenceEntry[] {
  return presenceRows(data);
}

/** Heartbeat: this builder has the form open with this field selected; the form's presence after it. */
export async function sendHeartbeat(
  client: ApiClient,
  formId: string,
  clientId: string,
  selectedFieldId: string | null,
): Promise<PresenceEntry[]> {
  const answer = await client.request<{ data?: unknown }>('POST', formPath(formId, 'presence'), {
    body: { client_id: clientId, selected_field_id: selectedFieldId },
  });
  return presenceRows(answer?.data);
}

export async function leavePresence(client: ApiClient, formId: string, clientId: string): Promise<void> {
  await client.request('DELETE', formPath(formId, `presence/${encodeURIComponent(clientId)}`));
}

/** A single-use ticket for the event stream, and the stream's URL with it. */
export async function openEventsUrl(client: ApiClient, formId: string, clientId: string): Promise<string> {
  const answer = await client.request<{ data?: { ticket?: unknown } }>(
    'POST',
    formPath(formId, 'events/ticket'),
    { body: { client_id: clientId } },
  );
  const ticket = answer?.data?.ticket;
  if (typeof ticket !== 'string') throw new Error('The server gave no stream ticket');
  const base = client.serviceUrl.replace(/\/+$/, '');
  return `${base}${formPath(formId, 'events')}?ticket=${encodeURIComponent(ticket)}`;
}

/** The signed-in user (comments: only one's own can be edited). */
export async function currentUserId(client: ApiClient): Promise<string | null> {
  const answer = await client.request<{ data?: { id?: unknown } }>('GET', '/api/v1/auth/verify');
  return typeof answer?.data?.id === 'string' ? answer.data.id : null;
}
