import { useSnapshot } from 'valtio/react';
import { Button, Dialog } from '../../ui';
import { useBuilder } from '../context';

/**
 * STUB: the Tools dialog (shell §2: variables, versions, collaborators, import) is built in #6. Until then
 * it opens, says so, and closes with focus back on its opener, so the header and 'Open Tools' work.
 */
export function ToolsDialogStub() {
  const { ui } = useBuilder();
  const { toolsOpen } = useSnapshot(ui.state);
  const close = () => {
    ui.state.toolsOpen = false;
  };
  return (
    <Dialog
      open={toolsOpen}
      onClose={close}
      title="Form Tools"
      className="fw-tools-dialog"
      footer={
        <Button variant="primary" onClick={close}>
          Close
        </Button>
      }
    >
      <p>Variables, versions, collaborators and import are coming to this dialog.</p>
    </Dialog>
  );
}
