import { CatalogSection } from './catalog-section';
import { FieldServiceImport } from './field-service-import';
import { GlobalVariablesSection } from './global-variables';

/** The Variables tab of the Form Command Center. */
export function VariablesTools() {
  return (
    <div className="fw-tool-stack">
      <GlobalVariablesSection />
      <CatalogSection />
      <FieldServiceImport />
    </div>
  );
}
