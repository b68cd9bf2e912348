/**
 * Business constants and limits of both specification documents (authoring §9, shell §9).
 * Everything user-visible or numeric that the spec fixes lives here, once.
 */

// Containers (authoring §9)
export const CONTAINER_MIN_COLUMNS = 1;
export const CONTAINER_MAX_COLUMNS = 4;
export const CONTAINER_DEFAULT_COLUMNS = 2;
export const CONTAINER_GAPS = ['small', 'medium', 'large'] as const;
export const CONTAINER_GAP_GRID_UNITS = { small: 2, medium: 4, large: 6 } as const;
export const PADDINGS = ['none', 'small', 'medium', 'large'] as const;
export const CONTAINER_DEFAULT_PADDING = 'medium';

// Rating and slider (authoring §5, §9; shell §9)
export const STAR_COUNT_MIN = 1;
export const STAR_COUNT_MAX = 10;
export const STAR_COUNT_DEFAULT = 5;
export const RATING_STEP = 0.5;
export const SLIDER_DEFAULT_MIN = 0;
export const SLIDER_DEFAULT_MAX = 100;
export const SLIDER_DEFAULT_STEP = 1;
export const SLIDER_MIN_STEP = 0.01;

// Styling (authoring §9)
export const SPACING_PX = { none: 0, small: 8, medium: 16, large: 24, xlarge: 32 } as const;
export const SPACING_OPTIONS = ['none', 'small', 'medium', 'large', 'xlarge'] as const;
export const FONT_SIZE_PX = { small: 14, medium: 16, large: 18, xlarge: 20 } as const;
export const FONT_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export const FONT_WEIGHTS = ['light', 'normal', 'medium', 'semibold', 'bold'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const BORDER_STYLES = ['default', 'rounded', 'square', 'pill'] as const;
export const BORDER_RADIUS_PX = { default: 6, rounded: 8, square: 0, pill: 9999 } as const;
export const DEFAULT_TEXT_COLOR = '#374151';
export const DEFAULT_BORDER_COLOR = '#d1d5db';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';
export const COLOR_FIELD_DEFAULT = '#000000';
export const FIELD_WIDTHS = ['full', 'half', 'third'] as const;
export const FIELD_HEIGHTS = ['auto', 'small', 'medium', 'large'] as const;

// Time texts and UI timings (authoring §9, shell §9)
export const COMMENT_LIST_MAX_HEIGHT = '24rem';
export const COPY_CONFIRMATION_MS = 2000;
export const EXPORT_INDENT = 2;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
export const BUILDER_LOAD_ERROR_REDIRECT_MS = 1500;

// Tables (authoring §3, §5; shell §9)
export const TABLE_DEFAULT_ROWS = 2;
export const TABLE_DEFAULT_MIN_ROWS = 1;
export const TABLE_DEFAULT_MAX_ROWS = 10;
export const TABLE_EDITOR_DEFAULT_MIN_ROWS = 0;
export const TABLE_EDITOR_MIN_MIN_ROWS = 0;
export const TABLE_EDITOR_MIN_MAX_ROWS = 1;
export const CATALOG_TABLE_MAX_ROWS = 100;
export const TABLE_CARD_LAYOUT_AFTER_COLUMNS = 4;

// Ids (authoring §9)
export const FIRST_PAGE_ID = 'page_1';
export const CUSTOM_THEME_ID_PREFIX = 'custom_';

// Shell runtime (shell §9)
export const CACHE_LIFETIME_MINUTES = 1440;
export const CACHE_LIFETIME_MS = CACHE_LIFETIME_MINUTES * 60 * 1000;
export const TOKEN_STORAGE_KEY = 'auth_token';
export const SIGNATURE_MAX_AGE_SECONDS = 300;
export const FORM_SERVICE_TIMEOUT_MS = 30000;
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_HEADING_LEVEL = 'h2';
export const HEADING_LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const DEFAULT_SUBMIT_BUTTON_TEXT = 'Submit';
export const DASHBOARD_DATE_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
export const DASHBOARD_DATE_LOCALE = 'en-US';

// Integrations (shell §9)
export const INTEGRATION_TIMEOUT_MIN = 1;
export const INTEGRATION_TIMEOUT_MAX = 300;
export const INTEGRATION_TIMEOUT_DEFAULT = 30;
export const INTEGRATION_RETRIES_MIN = 0;
export const INTEGRATION_RETRIES_MAX = 10;
export const INTEGRATION_RETRIES_DEFAULT = 3;
export const INTEGRATION_DEFAULT_METHOD = 'GET';
export const INTEGRATION_DEFAULT_AUTH_TYPE = 'none';
export const API_KEY_DEFAULT_NAME = 'X-API-Key';
export const HMAC_DEFAULT_ALGORITHM = 'sha256';
export const HMAC_DEFAULT_HEADER = 'X-HMAC-Signature';
export const INTEGRATION_DEFAULT_RESPONSE_FORMAT = 'json';
/** Only this integration key can be added (shell §1). */
export const ADDABLE_INTEGRATION_KEY = 'field_registry';

// Forms (the service's limit, beyond the spec)
/**
 * The longest form description the service stores: a create or save with a longer one is refused with
 * FORM_DESCRIPTION_TOO_LONG_MESSAGE; the builder's description input and its import hold to it too.
 */
export const FORM_DESCRIPTION_MAX = 10_000;
export const FORM_DESCRIPTION_TOO_LONG_MESSAGE = `Description must be at most ${FORM_DESCRIPTION_MAX} characters`;

// Limits of our own, beyond the spec: imported JSON and user patterns must not exhaust anything.
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_DEPTH = 64;
export const PATTERN_MAX_LENGTH = 500;
export const PATTERN_MAX_INPUT_LENGTH = 10_000;

/**
 * The defaults of the settings texts a form shows (authoring, Settings): the settings schema's defaults,
 * and the renderer's fallback for a text emptied in the builder (logic/settings-texts.ts), which must not
 * load zod.
 */
export const SETTINGS_TEXT_DEFAULTS = {
  submitButtonText: 'Submit',
  cancelButtonText: 'Cancel',
  successMessage: 'Thank you for your submission!',
} as const;

/** A tenant id: 1 to 63 lower-case letters, digits, '-' or '_', starting with a letter or digit. */
export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
