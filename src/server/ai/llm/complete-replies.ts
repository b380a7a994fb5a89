/**
 * A streamed chat completion is whole only when it says so: a choice with a
 * finish reason, or the closing `[DONE]`. The OpenAI SDK ends its stream
 * quietly when the connection ends early, and reads a page that is not an
 * event stream at all (a proxy's HTML error page sent as text/event-stream)
 * as no events; both would pass for a reply. Here they fail, in words that
 * go on to the person.
 */
export const REPLY_CUT_OFF = "the reply ended before it was complete";
export const NOT_AN_EVENT_STREAM = "the server sent something other than a streamed reply";

export class IncompleteReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IncompleteReplyError";
  }
}

/** Lines an event stream may hold (the SSE fields and comments). */
const SSE_LINE = /^(data|event|id|retry)(:|$)|^:/;
const FINISHED = /"finish_reason"\s*:\s*"/;

/** Passes the bytes on unchanged, failing the stream when it is not a whole reply. */
function checkedEventStream() {
  const decoder = new TextDecoder();
  let pending = "";
  let finished = false;
  const read = (line: string) => {
    const trimmed = line.trim();
    if (trimmed === "") return;
    if (!SSE_LINE.test(trimmed)) throw new IncompleteReplyError(NOT_AN_EVENT_STREAM);
    if (!trimmed.startsWith("data:")) return;
    const data = trimmed.slice(5).trim();
    if (data === "[DONE]" || FINISHED.test(data)) finished = true;
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? "";
      for (const line of lines) read(line);
      controller.enqueue(chunk);
    },
    flush() {
      read(pending + decoder.decode());
      if (!finished) throw new IncompleteReplyError(REPLY_CUT_OFF);
    },
  });
}

/** A fetch for the OpenAI SDK whose successful chat completion streams are checked as above. */
export function completeRepliesOnly(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!response.ok || !response.body || !url.endsWith("/chat/completions")) return response;
    return new Response(response.body.pipeThrough(checkedEventStream()), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
