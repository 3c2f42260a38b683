import type { Linter } from 'eslint';

/** The import boundaries' lint blocks (eslint.boundaries.js). */
export declare const importBoundaries: Linter.Config[];
