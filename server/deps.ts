// What createApp needs from the outside world. Tests pass their own clock, database and config.
import type { ServerConfig } from './config';
import type { ServerKeys } from './crypto/keys';
import type { Database } from './db/client';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface AppDeps {
  database: Database;
  config: ServerConfig;
  keys: ServerKeys;
  /** Milliseconds since the epoch; tests move it to expire tokens and signatures. */
  clock: () => number;
  log: Logger;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
