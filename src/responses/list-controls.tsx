// The list's controls: the search box (typing searches after a pause, Enter at once, Escape clears) and
// the pager with its page size. Pager buttons use aria-disabled rather than disabled, so the button that
// has focus keeps it when it reaches the first or last page.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { SubmissionOrder } from '../api/submissions';
import { Button } from '../ui';
import { pageText, RESPONSES_TEXTS } from './texts';

export const SEARCH_DELAY_MS = 300;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (draft.trim() === query) return;
    const timer = setTimeout(() => latest.current(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || draft === '') return;
    // Escape clears the search first; a second Escape reaches the dialog around the view.
    event.preventDefault();
    event.stopPropagation();
    setDraft('');
    onSearch('');
  };

  return (
    <search>
      <form className="fw-responses__search" onSubmit={submit}>
        <label htmlFor={inputId} className="fw-responses__label">
          {RESPONSES_TEXTS.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          className="fw-responses__input"
          value={draft}
          maxLength={200}
          placeholder={RESPONSES_TEXTS.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="small" variant="secondary">
          {RESPONSES_TEXTS.search}
        </Button>
      </form>
    </search>
  );
}

export interface LabelledSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A select with its visible label beside it: the list's order and the delivery log's status filter. */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: LabelledSelectProps<T>) {
  const selectId = useId();
  return (
    <div className="fw-responses__labelled">
      <label htmlFor={selectId} className="fw-responses__label">
        {label}
      </label>
      <select
        id={selectId}
        className="fw-responses__input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const ORDER_OPTIONS = [
  { value: 'newest', label: RESPONSES_TEXTS.newestFirst },
  { value: 'oldest', label: RESPONSES_TEXTS.oldestFirst },
] as const satisfies readonly { value: SubmissionOrder; label: string }[];

export function OrderSelect(props: { order: SubmissionOrder; onOrder: (order: SubmissionOrder) => void }) {
  return (
    <LabelledSelect
      label={RESPONSES_TEXTS.orderLabel}
      value={props.order}
      options={ORDER_OPTIONS}
      onChange={props.onOrder}
    />
  );
}

export interface PagerProps {
  page: number;
  pages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Names of the pager and its page size select (default: the responses' own). */
  label?: string;
  pageSizeLabel?: string;
}

export function Pager(props: PagerProps) {
  const { page, pages, pageSize, onPage, onPageSize } = props;
  const sizeId = useId();
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <nav className="fw-responses__pager" aria-label={props.label ?? 'Responses pages'}>
      <Button
        size="small"
        variant="secondary"
        aria-disabled={atFirst}
        onClick={() => {
          if (!atFirst) onPage(page - 1);
        }}
      >
        {RESPONSES_TEXTS.previous}
      </Button>
      <span className="fw-responses__page" data-page-text="">
        {pageText(page, pages)}
      </span>
      <Button
        size="small"
        variant="secondary"
        aria-disabled={atLast}
        onClick={() => {
          if (!atLast) onPage(page + 1);
        }}
      >
        {RESPONSES_TEXTS.next}
      </Button>
      <label htmlFor={sizeId} className="fw-responses__label fw-responses__page-size-label">
        {props.pageSizeLabel ?? RESPONSES_TEXTS.pageSizeLabel}
      </label>
      <select
        id={sizeId}
        className="fw-responses__input fw-responses__page-size"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
      >
        {[...new Set([...PAGE_SIZES, pageSize])]
          .sort((a, b) => a - b)
          .map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
      </select>
    </nav>
  );
}
