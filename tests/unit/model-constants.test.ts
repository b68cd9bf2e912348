import { describe, expect, it } from 'vitest';
import {
  API_KEY_DEFAULT_NAME,
  BORDER_RADIUS_PX,
  BUILDER_LOAD_ERROR_REDIRECT_MS,
  CACHE_LIFETIME_MINUTES,
  CACHE_LIFETIME_MS,
  CATALOG_TABLE_MAX_ROWS,
  COLOR_FIELD_DEFAULT,
  COMMENT_LIST_MAX_HEIGHT,
  CONTAINER_DEFAULT_COLUMNS,
  CONTAINER_GAP_GRID_UNITS,
  CONTAINER_MAX_COLUMNS,
  CONTAINER_MIN_COLUMNS,
  COPY_CONFIRMATION_MS,
  CUSTOM_THEME_ID_PREFIX,
  DASHBOARD_DATE_FORMAT,
  DASHBOARD_DATE_LOCALE,
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_BORDER_COLOR,
  DEFAULT_HEADING_LEVEL,
  DEFAULT_SUBMIT_BUTTON_TEXT,
  DEFAULT_TEXT_COLOR,
  EXPORT_INDENT,
  FIRST_PAGE_ID,
  FONT_SIZE_PX,
  FONT_WEIGHTS,
  FORM_SERVICE_TIMEOUT_MS,
  HMAC_DEFAULT_ALGORITHM,
  HMAC_DEFAULT_HEADER,
  INTEGRATION_DEFAULT_AUTH_TYPE,
  INTEGRATION_DEFAULT_METHOD,
  INTEGRATION_DEFAULT_RESPONSE_FORMAT,
  INTEGRATION_RETRIES_DEFAULT,
  INTEGRATION_RETRIES_MAX,
  INTEGRATION_RETRIES_MIN,
  INTEGRATION_TIMEOUT_DEFAULT,
  INTEGRATION_TIMEOUT_MAX,
  INTEGRATION_TIMEOUT_MIN,
  NOTIFICATION_AUTO_CLOSE_MS,
  PADDINGS,
  PASSWORD_MIN_LENGTH,
  SIGNATURE_MAX_AGE_SECONDS,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
  SLIDER_DEFAULT_STEP,
  SLIDER_MIN_STEP,
  SPACING_PX,
  STAR_COUNT_DEFAULT,
  STAR_COUNT_MAX,
  STAR_COUNT_MIN,
  TABLE_CARD_LAYOUT_AFTER_COLUMNS,
  TABLE_DEFAULT_MAX_ROWS,
  TABLE_DEFAULT_MIN_ROWS,
  TABLE_DEFAULT_ROWS,
  TEXT_ALIGNMENTS,
  TOKEN_STORAGE_KEY,
  USERNAME_MIN_LENGTH,
} from '../../src/model';

describe('authoring §9 constants', () => {
  it('allows containers of 1 to 4 columns with gaps of 2, 4 and 6 grid units', () => {
    expect([CONTAINER_MIN_COLUMNS, CONTAINER_MAX_COLUMNS, CONTAINER_DEFAULT_COLUMNS]).toEqual([1, 4, 2]);
    expect(CONTAINER_GAP_GRID_UNITS).toEqual({ small: 2, medium: 4, large: 6 });
    expect(PADDINGS).toEqual(['none', 'small', 'medium', 'large']);
  });

  it('uses star counts 1 to 10 defaulting to 5 and slider defaults 0, 100, 1 with a 0.01 minimum step', () => {
    expect([STAR_COUNT_MIN, STAR_COUNT_MAX, STAR_COUNT_DEFAULT]).toEqual([1, 10, 5]);
    expect([SLIDER_DEFAULT_MIN, SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_STEP, SLIDER_MIN_STEP]).toEqual([
      0, 100, 1, 0.01,
    ]);
  });

  it('spaces by none, 8, 16, 24 and 32 pixels', () => {
    expect(SPACING_PX).toEqual({ none: 0, small: 8, medium: 16, large: 24, xlarge: 32 });
  });

  it('sizes fonts 14, 16, 18 and 20 pixels with five weights and three alignments', () => {
    expect(FONT_SIZE_PX).toEqual({ small: 14, medium: 16, large: 18, xlarge: 20 });
    expect(FONT_WEIGHTS).toEqual(['light', 'normal', 'medium', 'semibold', 'bold']);
    expect(TEXT_ALIGNMENTS).toEqual(['left', 'center', 'right']);
  });

  it('rounds borders 6, 8, 0 and 9999 pixels', () => {
    expect(BORDER_RADIUS_PX).toEqual({ default: 6, rounded: 8, square: 0, pill: 9999 });
  });

  it('defaults text, border, background and colour-field colours', () => {
    expect([DEFAULT_TEXT_COLOR, DEFAULT_BORDER_COLOR, DEFAULT_BACKGROUND_COLOR, COLOR_FIELD_DEFAULT]).toEqual(
      ['#374151', '#d1d5db', '#ffffff', '#000000'],
    );
  });

  it('keeps comment lists to 24rem, copy confirmations to 2000 ms and exports indented by 2', () => {
    expect(COMMENT_LIST_MAX_HEIGHT).toBe('24rem');
    expect(COPY_CONFIRMATION_MS).toBe(2000);
    expect(EXPORT_INDENT).toBe(2);
  });

  it('defaults tables to 2 rows, at least 1 and at most 10; catalog tables to 100', () => {
    expect([
      TABLE_DEFAULT_ROWS,
      TABLE_DEFAULT_MIN_ROWS,
      TABLE_DEFAULT_MAX_ROWS,
      CATALOG_TABLE_MAX_ROWS,
    ]).toEqual([2, 1, 10, 100]);
    expect(TABLE_CARD_LAYOUT_AFTER_COLUMNS).toBe(4);
  });

  it('names the first page page_1 and custom themes custom_{timestamp}', () => {
    expect(FIRST_PAGE_ID).toBe('page_1');
    expect(CUSTOM_THEME_ID_PREFIX).toBe('custom_');
  });
});

describe('shell §9 constants', () => {
  it('caches registry and tenant settings for 24 hours (1440 minutes)', () => {
    expect(CACHE_LIFETIME_MINUTES).toBe(1440);
    expect(CACHE_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('stores the token under auth_token and accepts signatures for 300 seconds', () => {
    expect(TOKEN_STORAGE_KEY).toBe('auth_token');
    expect(SIGNATURE_MAX_AGE_SECONDS).toBe(300);
  });

  it('times the form service out at 30000 ms, closes notifications after 5000 ms and redirects after 1.5 s', () => {
    expect(FORM_SERVICE_TIMEOUT_MS).toBe(30000);
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(5000);
    expect(BUILDER_LOAD_ERROR_REDIRECT_MS).toBe(1500);
  });

  it('needs usernames of 3 and passwords of 6 characters at least', () => {
    expect([USERNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH]).toEqual([3, 6]);
  });

  it('defaults integrations to 30 s (1 to 300), 3 retries (0 to 10), GET, no auth, X-API-Key, sha256, X-HMAC-Signature, json', () => {
    expect([INTEGRATION_TIMEOUT_DEFAULT, INTEGRATION_TIMEOUT_MIN, INTEGRATION_TIMEOUT_MAX]).toEqual([
      30, 1, 300,
    ]);
    expect([INTEGRATION_RETRIES_DEFAULT, INTEGRATION_RETRIES_MIN, INTEGRATION_RETRIES_MAX]).toEqual([
      3, 0, 10,
    ]);
    expect(INTEGRATION_DEFAULT_METHOD).toBe('GET');
    expect(INTEGRATION_DEFAULT_AUTH_TYPE).toBe('none');
    expect(API_KEY_DEFAULT_NAME).toBe('X-API-Key');
    expect(HMAC_DEFAULT_ALGORITHM).toBe('sha256');
    expect(HMAC_DEFAULT_HEADER).toBe('X-HMAC-Signature');
    expect(INTEGRATION_DEFAULT_RESPONSE_FORMAT).toBe('json');
  });

  it('formats dashboard dates in en-US with a short month, hour and minute', () => {
    const text = new Date(Date.UTC(2026, 2, 5, 14, 7)).toLocaleString(DASHBOARD_DATE_LOCALE, {
      ...DASHBOARD_DATE_FORMAT,
      timeZone: 'UTC',
    });
    expect(text).toBe('Mar 5, 2026, 2:07 PM');
  });

  it('defaults headings to h2 and the submit button to Submit', () => {
    expect(DEFAULT_HEADING_LEVEL).toBe('h2');
    expect(DEFAULT_SUBMIT_BUTTON_TEXT).toBe('Submit');
  });
});
