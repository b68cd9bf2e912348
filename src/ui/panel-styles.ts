import { confirmDialogStyles } from './confirm-dialog.styles';
import { dialogStyles } from './dialog.styles';
import { loadingScreenStyles } from './loading-screen.styles';
import { tabsStyles } from './tabs.styles';
import { toastStackStyles } from './toast-stack.styles';

/**
 * The dialogs, tabs, toasts and the loading screen. Only the builder and the settings use them, and their
 * chunks add these rules (a page with only a renderer never downloads them). No selector here matches
 * what the core rules (uiCoreStyles) style, so their order against those does not matter.
 */
export const uiPanelStyles = `${dialogStyles}\n${confirmDialogStyles}\n${tabsStyles}\n${toastStackStyles}\n${loadingScreenStyles}`;
