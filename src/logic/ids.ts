import { CUSTOM_THEME_ID_PREFIX } from '../model';

/** Milliseconds since the epoch; injected so tests can fix time. */
export type Clock = () => number;
/** A number in [0, 1), like Math.random; injected so tests can fix randomness. */
export type RandomSource = () => number;
/** Makes a new id on each call. */
export type IdGenerator = () => string;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const RANDOM_ID_TEXT_LENGTH = 9;

/** Random lower-case letters and digits. */
export function randomText(
  length: number = RANDOM_ID_TEXT_LENGTH,
  random: RandomSource = Math.random,
): string {
  let text = '';
  for (let i = 0; i < length; i++) {
    const draw = random();
    // An injected source may return 1, a negative or NaN: keep the index inside the alphabet.
    const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
    text += ALPHABET.charAt(Math.floor(unit * ALPHABET.length));
  }
  return text;
}

/** `{prefix}_{time}_{random}`: ids built from the time plus random text (authoring §9). */
export function createId(
  prefix: string,
  clock: Clock = Date.now,
  random: RandomSource = Math.random,
): string {
  return `${prefix}_${Math.trunc(clock())}_${randomText(RANDOM_ID_TEXT_LENGTH, random)}`;
}

export function createFieldId(clock?: Clock, random?: RandomSource): string {
  return createId('field', clock, random);
}

export function createIdGenerator(prefix: string, clock?: Clock, random?: RandomSource): IdGenerator {
  return () => createId(prefix, clock, random);
}

/** Custom themes get the id 'custom_{timestamp}' (authoring §3, §9). */
export function createCustomThemeId(now: number = Date.now()): string {
  return `${CUSTOM_THEME_ID_PREFIX}${Math.trunc(now)}`;
}

/**
 * The candidate itself when free, else the candidate with the first free `_2`, `_3`, ... suffix.
 * Generated ids can collide when a test (or a fast machine) repeats the clock and the random text.
 */
export function uniqueId(candidate: string, taken: ReadonlySet<string>): string {
  if (!taken.has(candidate)) return candidate;
  let suffix = 2;
  while (taken.has(`${candidate}_${suffix}`)) suffix++;
  return `${candidate}_${suffix}`;
}
