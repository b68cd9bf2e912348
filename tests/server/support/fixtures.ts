// Small builders for request bodies used across test files.
import type { Answer, ApiClient } from './client';

export function fieldList(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `field_${i + 1}`,
    type: i % 3 === 0 ? 'email' : i % 3 === 1 ? 'select' : 'text',
    label: `Question ${i + 1}`,
    required: i % 2 === 0,
    placeholder: `Answer ${i + 1}`,
    ...(i % 3 === 1
      ? {
          options: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        }
      : {}),
  }));
}

export function schemaWith(count: number) {
  const fields = fieldList(count);
  return {
    schemaVersion: 1,
    pages: [{ id: 'page_1', description: '', field_ids: fields.map((f) => f.id) }],
    all_fields: fields,
    settings: { submitButtonText: 'Send' },
    globalVariables: [],
  };
}

export function idOf(answer: Answer): string {
  const id = answer.body.id;
  if (answer.status !== 201 || typeof id !== 'string') {
    throw new Error(`expected a 201 with an id, got ${answer.status} ${answer.text}`);
  }
  return id;
}

export async function createForm(
  client: ApiClient,
  description = 'A form',
  extra: Record<string, unknown> = {},
) {
  return idOf(await client.post('/api/v1/forms', { description, schema_data: schemaWith(2), ...extra }));
}
