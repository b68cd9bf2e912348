import { useId } from 'react';
import { useBuilder } from '../context';
import { useStoreSelector } from '../hooks/use-store';

export const TEMPLATE_OWNER_HINT = 'Only the owner can change whether this form is a template.';

/**
 * Marks the form as a template (is_template): a switch, so its state is read as on/off. Only the owner may
 * flip it (a template is readable by everyone in the tenant): an editor sees it, unavailable, and why.
 */
export function TemplateSwitch() {
  const { store, ui } = useBuilder();
  const isTemplate = useStoreSelector((state) => state.isTemplate);
  const ownerOnly = useStoreSelector((state) => state.role === 'editor');
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={isTemplate}
        aria-disabled={ownerOnly || undefined}
        aria-describedby={ownerOnly ? hintId : undefined}
        title={ownerOnly ? TEMPLATE_OWNER_HINT : undefined}
        className="fw-switch"
        part="template-switch"
        onClick={() => {
          if (ownerOnly) return;
          store.setTemplate(!isTemplate);
          ui.announce(isTemplate ? 'No longer a template.' : 'Marked as a template.');
        }}
      >
        <span className="fw-switch__track" aria-hidden="true">
          <span className="fw-switch__thumb" />
        </span>
        <span>Template</span>
      </button>
      {ownerOnly ? (
        <span id={hintId} className="fw-visually-hidden">
          {TEMPLATE_OWNER_HINT}
        </span>
      ) : null}
    </>
  );
}
