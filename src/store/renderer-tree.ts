// The form tree lives in src/logic (submission-tree.ts): the server judges submissions with it too.
export * from '../logic/submission-tree';
