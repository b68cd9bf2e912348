import type { SchemaDiff } from '../../../logic';
import { isEmptyDiff } from '../../../logic';

/** What changed from a version to the current form, in words (the Versions panel's comparison). */
export function VersionDiff({ diff, versionNumber }: { diff: SchemaDiff; versionNumber: number }) {
  const title = `Changes from version ${versionNumber} to the current form`;
  if (isEmptyDiff(diff)) {
    return (
      <section className="fw-version-diff" aria-label={title}>
        <h4 className="fw-version-diff__title">{title}</h4>
        <p className="fw-muted">No differences: the current form matches version {versionNumber}.</p>
      </section>
    );
  }
  return (
    <section className="fw-version-diff" aria-label={title}>
      <h4 className="fw-version-diff__title">{title}</h4>
      <ul className="fw-version-diff__list">
        {diff.added.map((field) => (
          <li key={`added-${field.id}`} className="fw-version-diff__item fw-version-diff__item--added">
            Field added: {field.label} ({field.type})
          </li>
        ))}
        {diff.removed.map((field) => (
          <li key={`removed-${field.id}`} className="fw-version-diff__item fw-version-diff__item--removed">
            Field removed: {field.label} ({field.type})
          </li>
        ))}
        {diff.changed.map((field) => (
          <li key={`changed-${field.id}`} className="fw-version-diff__item fw-version-diff__item--changed">
            Field changed: {field.label} ({field.properties.join(', ')})
          </li>
        ))}
        {diff.settings.length > 0 ? (
          <li className="fw-version-diff__item fw-version-diff__item--changed">
            Settings changed: {diff.settings.join(', ')}
          </li>
        ) : null}
        {diff.pagesChanged ? (
          <li className="fw-version-diff__item fw-version-diff__item--changed">Pages changed</li>
        ) : null}
        {diff.globalVariablesChanged ? (
          <li className="fw-version-diff__item fw-version-diff__item--changed">Global variables changed</li>
        ) : null}
      </ul>
    </section>
  );
}
