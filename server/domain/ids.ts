import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newId = (): string => randomUUID();

/** Ids are uuids in the database; anything else cannot exist, and must not reach a uuid cast (a 500). */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
