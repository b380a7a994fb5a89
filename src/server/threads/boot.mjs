// A worker thread's first module (voice hosts, the writer thread): the server runs from
// TypeScript sources, so the thread registers the same loader the main thread was started
// with, then imports its entry.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
