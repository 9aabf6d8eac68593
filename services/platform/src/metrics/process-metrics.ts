import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * prom-client's default metrics of the Node process (CPU, resident memory, heap, event-loop lag,
 * GC, handles, open file descriptors, version) in one registry per process, not per service: they
 * describe the process, and each set watches the event loop and the GC for as long as the process
 * lives (a test process starts many services). In production a process runs one service, so its
 * `/metrics` shows them once.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
