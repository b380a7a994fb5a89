// The writer thread's first module: the server runs from TypeScript sources, so the
// thread registers the same loader the main thread was started with.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
