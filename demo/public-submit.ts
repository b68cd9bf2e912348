// Where the public page's answers go: the anonymous submission route of issue #8
// (POST /api/v1/public/{tenant}/forms/{formId}/submissions). The server validates with the same rules as
// the renderer and answers 422 with the message to show, 429 when a visitor submits too often.
import type { SubmitHandler } from '../elements/index';

interface SubmissionAnswer {
  id?: string;
  error?: { message?: string };
}

export function publicSubmitHandler(serviceUrl: string, tenant: string, formId: string): SubmitHandler {
  const url = `${serviceUrl}/api/v1/public/${encodeURIComponent(tenant)}/forms/${encodeURIComponent(formId)}/submissions`;
  return async (values) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ values }),
    });
    const answer = (await response.json().catch(() => null)) as SubmissionAnswer | null;
    if (response.ok) return { success: true, ...(answer?.id && { submissionId: answer.id }) };
    return {
      success: false,
      message: answer?.error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
    };
  };
}
