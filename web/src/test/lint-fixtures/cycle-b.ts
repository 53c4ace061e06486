import { first } from './cycle-a';

/** Imports `cycle-a`: linting `cycle-a` with an import of this file makes a cycle. */
export const second = `${first}b`;
