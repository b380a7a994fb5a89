import { describe, expect, it } from "vitest";
import {
  completeRepliesOnly,
  NOT_AN_EVENT_STREAM,
  REPLY_CUT_OFF,
} from "../../../../../src/server/ai/llm/complete-replies";

const URL_ = "http://model.test/v1/chat/completions";

/** Reads what the checked fetch passes on for a body sent in the given pieces. */
async function read(pieces: string[], url = URL_) {
  const encoder = new TextEncoder();
  const inner = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece));
          controller.close();
        },
      }),
      { headers: { "content-type": "text/event-stream" } },
    );
  const response = await completeRepliesOnly(inner as typeof fetch)(url);
  return response.text();
}

const event = (data: string) => `data: ${data}\n\n`;
const delta = (text: string) => event(JSON.stringify({ choices: [{ delta: { content: text } }] }));
const stop = event(JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] }));

describe("streamed replies are whole only when they say so", () => {
  it("passes a reply ending in [DONE] through unchanged, split anywhere, with CR LF", async () => {
    const body = `: keep-alive\r\n\r\n${delta("Hi")}${stop}data: [DONE]\r\n\r\n`;
    const pieces = [body.slice(0, 7), body.slice(7, 40), body.slice(40)];
    expect(await read(pieces)).toBe(body);
  });

  it("takes a finish reason as the end, for servers that send no [DONE]", async () => {
    expect(await read([delta("Hi"), stop])).toBe(delta("Hi") + stop);
  });

  it("fails a stream that stops before a finish reason or [DONE]", async () => {
    await expect(read([delta("Half"), delta(" a")])).rejects.toThrow(REPLY_CUT_OFF);
  });

  it("fails a web page sent as an event stream", async () => {
    await expect(read(["<!DOCTYPE html>\n<html><body>Bad gateway</body></html>"])).rejects.toThrow(
      NOT_AN_EVENT_STREAM,
    );
  });

  it("leaves answers of other calls alone", async () => {
    expect(await read(["<html></html>"], "http://model.test/v1/models")).toBe("<html></html>");
  });
});
