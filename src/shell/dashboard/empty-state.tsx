import { Link } from 'wouter';

export interface EmptyStateProps {
  kind: 'forms' | 'templates';
  searching: boolean;
}

/** Shell §2 empty states: 'No forms found' / 'No templates found', and the variant for a search. */
export function EmptyState({ kind, searching }: EmptyStateProps) {
  const noun = kind === 'forms' ? 'form' : 'template';
  return (
    <div className="fw-dashboard__empty">
      <h2>{kind === 'forms' ? 'No forms found' : 'No templates found'}</h2>
      {searching ? (
        <p>Try adjusting your search term.</p>
      ) : (
        <>
          <p>Get started by creating your first {noun}.</p>
          <Link
            href={kind === 'forms' ? '/create-form' : '/create-form?as=template'}
            className="fw-button fw-button--secondary fw-button--medium"
          >
            Create your first {noun}
          </Link>
        </>
      )}
    </div>
  );
}
