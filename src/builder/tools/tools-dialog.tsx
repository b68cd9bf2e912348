import { useSnapshot } from 'valtio/react';
import { Button, Dialog, type TabItem, Tabs } from '../../ui';
import { useBuilder } from '../context';
import { useStoreSelector } from '../hooks/use-store';
import { AdvancedSettings } from './advanced/advanced-settings';
import { CollaborationPanel } from './collaboration/collaboration-panel';
import { CustomButtonsPanel } from './custom-buttons/custom-buttons-panel';
import { ImportExportPanel } from './import-export/import-export-panel';
import { RESPONSES_TAB_ID, RESPONSES_TAB_LABEL, ResponsesTab } from './responses/responses-tab';
import { ThemesPanel } from './themes/themes-panel';
import { VariablesTools } from './variables/variables-tools';
import { VersionsPanel } from './versions/versions-panel';

export const TOOLS_DIALOG_TITLE = 'Form Command Center';

/** The tabs in the order of authoring §2, then the panels shell §2 puts in Tools; Responses for a saved form. */
function toolTabs(saved: boolean): TabItem[] {
  const tabs: TabItem[] = [
    { id: 'custom-ctas', label: "Custom CTA's", panel: <CustomButtonsPanel /> },
    { id: 'variables', label: 'Variables', panel: <VariablesTools /> },
    { id: 'themes', label: 'Themes', panel: <ThemesPanel /> },
    { id: 'advanced', label: 'Advanced', panel: <AdvancedSettings /> },
    { id: 'import-export', label: 'Import/Export', panel: <ImportExportPanel /> },
    { id: 'versions', label: 'Versions', panel: <VersionsPanel /> },
    { id: 'collaboration', label: 'Collaboration', panel: <CollaborationPanel /> },
  ];
  if (saved) tabs.push({ id: RESPONSES_TAB_ID, label: RESPONSES_TAB_LABEL, panel: <ResponsesTab /> });
  return tabs;
}

/**
 * The Tools dialog: the Form Command Center (authoring §2). Opened from the header's Tools button and
 * the empty properties panel's 'Open Tools'; focus returns to the opener on close. The selected tab is
 * kept in the builder's view state, so reopening shows the tab last used.
 */
export function ToolsDialog() {
  const { ui } = useBuilder();
  const { toolsOpen, toolsTab } = useSnapshot(ui.state);
  const saved = useStoreSelector((state) => state.formId !== null);
  const close = () => {
    ui.state.toolsOpen = false;
  };
  return (
    <Dialog
      open={toolsOpen}
      onClose={close}
      title={TOOLS_DIALOG_TITLE}
      size="large"
      className="fw-tools-dialog"
      footer={
        <Button variant="primary" onClick={close}>
          Close
        </Button>
      }
    >
      {toolsOpen ? (
        <Tabs
          label="Form tools"
          className="fw-tools-tabs"
          tabs={toolTabs(saved)}
          selectedId={toolsTab}
          onSelect={(id) => {
            ui.state.toolsTab = id;
          }}
        />
      ) : null}
    </Dialog>
  );
}
