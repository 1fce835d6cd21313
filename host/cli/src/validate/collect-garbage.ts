/**
 * A full garbage collection between the stages of a large check. By the time the scene is parsed, the archive's
 * bytes, its inflated assets and the reader's own parse of the content are garbage, but V8 collects external buffers
 * lazily, so the process's peak memory would be the sum of the stages instead of the largest one (validate of a
 * 50 MB archive: 263–294 MB without, see tests/bench/cli-validate.bench.ts). `gc` is reached through V8's flag at
 * run time, as the bin cannot pass node flags portably.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
