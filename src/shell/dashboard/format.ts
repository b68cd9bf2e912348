// What a dashboard item shows, as plain functions (tested without a browser).

export const NO_DESCRIPTION = 'No description';

/** Shell §9: en-US, short month, with hour and minute — e.g. "Nov 21, 2026, 2:05 PM". */
const updatedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatUpdatedAt(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : updatedFormat.format(date);
}

export function fieldCountLabel(count: number): string {
  return count === 1 ? '1 field' : `${count} fields`;
}

export function descriptionOf(description: string): string {
  return description.trim() === '' ? NO_DESCRIPTION : description;
}

/** The Responses action's accessible name and its dialog's title: 'Responses for Customer Feedback'. */
export function responsesLabel(description: string): string {
  return `Responses for ${descriptionOf(description)}`;
}

/** Shell §2: the search filters by description, without regard to case. */
export function filterByDescription<T extends { description: string }>(
  items: readonly T[],
  term: string,
): T[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => item.description.toLocaleLowerCase().includes(needle));
}
