export type { CoOp, CoSubmit, CoEntry } from './co-op.js';
export { CoTree } from './co-tree.js';
export { resolveCoOp } from './co-resolve.js';
export { CoSequencer } from './co-sequencer.js';
export type { CoSubmitResult } from './co-sequencer.js';
export { CoReplica } from './co-replica.js';
export { CO_WIRE_LIMITS, parseCoSubmit } from './co-wire.js';
