import { useBuilder } from '../context';
import { useStoreSelector } from '../hooks/use-store';

/** Marks the form as a template (is_template): a switch, so its state is read as on/off. */
export function TemplateSwitch() {
  const { store, ui } = useBuilder();
  const isTemplate = useStoreSelector((state) => state.isTemplate);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isTemplate}
      className="fw-switch"
      part="template-switch"
      onClick={() => {
        store.setTemplate(!isTemplate);
        ui.announce(isTemplate ? 'No longer a template.' : 'Marked as a template.');
      }}
    >
      <span className="fw-switch__track" aria-hidden="true">
        <span className="fw-switch__thumb" />
      </span>
      <span>Template</span>
    </button>
  );
}
