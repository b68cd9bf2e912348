import { baseStyles } from './base.styles';
import { buttonStyles } from './button.styles';
import { confirmDialogStyles } from './confirm-dialog.styles';
import { dialogStyles } from './dialog.styles';
import { loadingScreenStyles } from './loading-screen.styles';
import { spinnerStyles } from './spinner.styles';
import { tabsStyles } from './tabs.styles';
import { toastStackStyles } from './toast-stack.styles';
import { tokenStyles } from './tokens.styles';

/** Everything the primitives need, in cascade order, for the one adopted stylesheet of the bundle. */
export const uiStyles = [
  tokenStyles,
  baseStyles,
  buttonStyles,
  dialogStyles,
  confirmDialogStyles,
  tabsStyles,
  toastStackStyles,
  spinnerStyles,
  loadingScreenStyles,
].join('\n');
