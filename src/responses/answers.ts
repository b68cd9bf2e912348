// A submission's answers as people read them, for the list and the detail: the shared reading of
// src/logic/answer-display (the CSV export uses the same), as rows with the value's display.
import type { SubmissionFile } from '../api/submissions';
import {
  type AnswerDisplay,
  answerEntries,
  answerFields,
  displayOf,
  type FormerFields,
} from '../logic/answer-display';
import type { FormSchemaData } from '../model';

export { type AnswerDisplay, displayOf } from '../logic/answer-display';

export interface AnswerRow {
  /** The key the answer is stored under. */
  key: string;
  label: string;
  display: AnswerDisplay;
}

interface SubmissionLike {
  values: Record<string, unknown>;
  files: readonly SubmissionFile[];
}

/**
 * One row per answer of the form as it is now, in reading order, then the answers only older versions
 * had, labelled from `former` (the form's saved versions) or with their key.
 */
export function answerRows(
  schema: FormSchemaData,
  submission: SubmissionLike,
  former?: FormerFields,
): AnswerRow[] {
  return answerEntries(answerFields(schema), submission.values, former).map((entry) => ({
    key: entry.key,
    label: entry.label,
    display: displayOf(entry.field, entry.value, submission.files),
  }));
}

/** The first few answered rows as 'Label: value', for a list line. */
export function answerSummary(rows: readonly AnswerRow[], count = 3, maxLength = 60): string[] {
  return rows
    .flatMap((row) => {
      const { display } = row;
      if (display.kind === 'text') return [`${row.label}: ${shorten(display.text, maxLength)}`];
      if (display.kind === 'files')
        return [`${row.label}: ${display.files.map((file) => file.name).join(', ')}`];
      return [];
    })
    .slice(0, count);
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Uploads of the submission that no answer names (e.g. of a field removed since). */
export function unlistedFiles(
  rows: readonly AnswerRow[],
  files: readonly SubmissionFile[],
): SubmissionFile[] {
  const shown = new Set(
    rows.flatMap((row) => (row.display.kind === 'files' ? row.display.files.map((file) => file.id) : [])),
  );
  return files.filter((file) => !shown.has(file.id));
}
