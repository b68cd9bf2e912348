// <form-builder>'s React app. The element (elements/form-builder.ts) loads this on first use.
export { BuilderApp, type BuilderAppProps, type BuilderEvents, CHANGE_EVENT_DELAY_MS } from './app';
export { builderStyles } from './styles';
