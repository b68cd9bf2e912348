import { useSnapshot } from 'valtio/react';
import { Tabs } from '../../ui';
import { useBuilder } from '../context';
import { FieldLibrary } from '../library/field-library';
import { VariablesPanel } from '../library/variables-panel';
import type { SidebarTab } from '../ui-store';

/** The left sidebar: 'Fields' (the library) and 'Variables' (shell §2). */
export function Sidebar() {
  const { ui } = useBuilder();
  const { sidebarTab } = useSnapshot(ui.state);
  return (
    <aside className="fw-sidebar" aria-label="Fields and variables" part="sidebar">
      <Tabs
        label="Sidebar"
        selectedId={sidebarTab}
        onSelect={(id) => {
          ui.state.sidebarTab = id as SidebarTab;
        }}
        tabs={[
          { id: 'fields', label: 'Fields', panel: <FieldLibrary /> },
          // Mounted when first shown: it fetches the data catalog.
          {
            id: 'variables',
            label: 'Variables',
            panel: sidebarTab === 'variables' ? <VariablesPanel /> : null,
          },
        ]}
      />
    </aside>
  );
}
