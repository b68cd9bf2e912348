import { fieldConfigStyles } from '../config';
import { canvasStyles } from './canvas.styles';
import { cardStyles } from './card.styles';
import { iconStyles } from './icons.styles';
import { libraryStyles } from './library.styles';
import { shellStyles } from './shell.styles';
import { toolsStyles } from './tools.styles';

/** All the builder's CSS, for the element's one adopted stylesheet (registerStyles in elements/). */
export const builderStyles = [
  shellStyles,
  canvasStyles,
  cardStyles,
  iconStyles,
  libraryStyles,
  fieldConfigStyles,
  toolsStyles,
].join('\n');
