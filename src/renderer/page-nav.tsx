import type { Ref } from 'react';
import type { RendererStore } from '../store/renderer-store';

interface PageNavProps {
  store: RendererStore;
  pageIndex: number;
  pageCount: number;
  disabled: boolean;
  /** The page indicator takes focus after a page turn, so the new page is announced from its top. */
  indicatorRef: Ref<HTMLParagraphElement>;
}

/** Page dots, each labelled 'Go to page n', and 'Page x of y' (shell §2). Only for multi-page forms. */
export function PageNav({ store, pageIndex, pageCount, disabled, indicatorRef }: PageNavProps) {
  if (pageCount < 2) return null;
  return (
    <div className="fw-pages" part="pages">
      <p className="fw-pages__indicator" ref={indicatorRef} tabIndex={-1} aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </p>
      <nav className="fw-pages__dots" aria-label="Pages">
        {Array.from({ length: pageCount }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a page dot is its position
            key={index}
            type="button"
            className={`fw-pages__dot${index === pageIndex ? ' fw-pages__dot--current' : ''}`}
            part={index === pageIndex ? 'page-dot page-dot-current' : 'page-dot'}
            aria-label={`Go to page ${index + 1}`}
            aria-current={index === pageIndex ? 'step' : undefined}
            disabled={disabled}
            onClick={() => store.goToPage(index)}
          />
        ))}
      </nav>
    </div>
  );
}
