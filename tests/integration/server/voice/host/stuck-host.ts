/**
 * Providers (none changed) for a voice host that stops answering once it is
 * ready: its thread waits on a lock no one releases, as a host stuck in a
 * loop or a synchronous call would, so it never hears "end".
 */
export function stuckHost() {
  setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0));
  return {};
}
