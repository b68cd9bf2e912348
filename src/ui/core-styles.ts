import { baseStyles } from './base.styles';
import { buttonStyles } from './button.styles';
import { spinnerStyles } from './spinner.styles';
import { tokenStyles } from './tokens.styles';

/**
 * What every element needs at once: the tokens, base rules, buttons and spinners. The rest of uiStyles
 * (uiPanelStyles) comes with the builder's and the settings' chunks.
 */
export const uiCoreStyles = `${tokenStyles}\n${baseStyles}\n${buttonStyles}\n${spinnerStyles}`;
