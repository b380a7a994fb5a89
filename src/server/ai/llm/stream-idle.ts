import { APIConnectionError, type llm } from "@livekit/agents";

/** The model went quiet mid-reply (or never began): what the person and the log are told. */
export class StreamIdleError extends APIConnectionError {
  constructor(readonly idleMs: number) {
    super({
      message: `the model sent nothing for ${formatSeconds(idleMs)}, so the reply was stopped`,
      // Part of the reply may already have been shown: asking again would repeat it.
      options: { retryable: false },
    });
    this.name = "StreamIdleError";
  }
}

function formatSeconds(ms: number) {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

interface StreamInternals {
  run(): Promise<void>;
  queue: { put(item: llm.ChatChunk): void };
}

const limited = new WeakSet<llm.LLM>();

/**
 * Makes every stream of `target` fail when the model sends nothing for
 * `idleMs`, from the request on and between any two pieces of the reply. A
 * server that keeps the connection open but stops writing would otherwise
 * hold a chat send, a dictation or a voice turn (and the session's queue
 * behind it) forever. The failure goes the way the provider's own errors go:
 * the stream's retry loop reports it on the LLM's 'error' event, which text
 * chat reads through streamText and the voice pipeline through its session.
 */
export function limitStreamIdle(target: llm.LLM, idleMs: number) {
  if (limited.has(target)) return;
  limited.add(target);
  const chat = target.chat.bind(target);
  target.chat = (options) => {
    const stream = chat(options);
    // run() and queue are protected; the retry loop calls run() from a timer not yet fired.
    const internals = stream as unknown as StreamInternals;
    const run = internals.run.bind(stream);
    const queue = internals.queue;
    const put = queue.put.bind(queue);
    internals.run = () =>
      new Promise<void>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const arm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            reject(new StreamIdleError(idleMs));
            // After the failure is reported (the retry loop settles in microtasks), the
            // request under the stream is dropped.
            setImmediate(() => stream.close());
          }, idleMs);
        };
        queue.put = (item) => {
          arm();
          put(item);
        };
        arm();
        run()
          .then(resolve, reject)
          .finally(() => {
            clearTimeout(timer);
            queue.put = put;
          });
      });
    return stream;
  };
}
