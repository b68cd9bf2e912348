export { SETTINGS_APP_TEXTS, SettingsApp, type SettingsAppProps, type SettingsEvents } from './app';
export { settingsStyles } from './settings.styles';
