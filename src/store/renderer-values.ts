// The value shapes live in src/logic (submission-values.ts): the server judges submissions with them too.
export * from '../logic/submission-values';
