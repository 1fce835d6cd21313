/** Worker-thread entry of the JSON workers (json-workers.ts): runs one task at a time, answers with its id. */
import { parentPort } from 'node:worker_threads';
import { runJsonTask, type JsonTask } from './json-tasks.js';

const port = parentPort;
if (port) {
  port.on('message', ({ id, task }: { id: number; task: JsonTask }) => {
    try {
      port.postMessage({ id, ok: true, result: runJsonTask(task) });
    } catch (error) {
      port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
}
