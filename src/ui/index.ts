export { uiStyles } from './all-styles';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmVariant } from './confirm-dialog';
export { uiCoreStyles } from './core-styles';
export { Dialog, type DialogProps, type DialogSize } from './dialog';
export { deepActiveElement } from './focus';
export { LoadingScreen, type LoadingScreenProps } from './loading-screen';
export { uiPanelStyles } from './panel-styles';
export {
  DEFAULT_LOADING_MESSAGE,
  Spinner,
  SpinnerOverlay,
  type SpinnerOverlayProps,
  type SpinnerProps,
  SpinnerRing,
  type SpinnerSize,
} from './spinner';
export { type TabItem, Tabs, type TabsProps } from './tabs';
export { type ToastItem, ToastStack, type ToastStackProps, type ToastType } from './toast-stack';
export { tokenStyles } from './tokens.styles';
