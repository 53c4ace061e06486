/** Half of a two-file cycle the lint test closes (it lints this file with an import of `./cycle-b`). */
export const first = 'a';
