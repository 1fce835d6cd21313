// libs/safe-expression: the small expression language of live-data formulas (docs/live-data.md). A parser and
// evaluator of our own, with no eval and no Function: only arithmetic, comparison, logic, a fixed list of Math
// functions and the variable `value`. It imports nothing of ours (tests/tools/dependency-rules.ts).
export * from './expression-error.js';
export * from './parse.js';
export * from './evaluate.js';
