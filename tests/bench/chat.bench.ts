/**
 * What a chat turn costs beyond the model: the REST round trip of
 * POST /sessions/{id}/messages (auth, two stored messages, history, the
 * provider plumbing) against a model server that answers at once, minus the
 * time the same model call takes on its own.
 */
import { llm } from "@livekit/agents";
import { collectText } from "../../src/server/ai/llm/stream-text";
import { startFakeAiServer } from "../helpers/fake-ai-server";
import { type Benchmark, formatNumber, progress, startServer, time } from "./support";

const RUNS = 60;
const WARMUP = 10;
const REPLY = "Thank you for the update. I will review the draft and send my comments tomorrow.";

export const chatBench: Benchmark = {
  name: "chat",
  title: `C. Chat round trip overhead, model time excluded (median and p95 of ${RUNS} turns)`,
  columns: ["engine", "turn median ms", "turn p95 ms", "model median ms", "overhead median ms"],

  async run(engine, env) {
    const fake = await startFakeAiServer();
    fake.reply({ chunks: REPLY.split(/(?= )/) });
    const server = await startServer(engine, env, undefined, {
      LLM_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.openaiBaseUrl,
    });
    try {
      const user = await server.signUp();
      const headers = { ...user.headers, "content-type": "application/json" };
      const created = await fetch(`${server.baseUrl}/api/v1/sessions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ title: "Bench" }),
      });
      const { id } = (await created.json()) as { id: string };

      progress(`${engine}: chat turns`);
      const turn = await time(
        async () => {
          const response = await fetch(`${server.baseUrl}/api/v1/sessions/${id}/messages`, {
            method: "POST",
            headers,
            body: JSON.stringify({ message: "Please reply to the team about the draft." }),
          });
          if (response.status !== 200) throw new Error(`chat answered ${response.status}`);
          await response.json();
        },
        { runs: RUNS, warmup: WARMUP },
      );

      const chatCtx = llm.ChatContext.empty();
      chatCtx.addMessage({ role: "user", content: "Please reply to the team about the draft." });
      const model = await time(() => collectText(server.services.ai.llm.llm, chatCtx), {
        runs: RUNS,
        warmup: WARMUP,
      });
      return [
        [
          engine,
          formatNumber(turn.median, 2),
          formatNumber(turn.p95, 2),
          formatNumber(model.median, 2),
          formatNumber(turn.median - model.median, 2),
        ],
      ];
    } finally {
      await server.close();
      await fake.close();
    }
  },
};
