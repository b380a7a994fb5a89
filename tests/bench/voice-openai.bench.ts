/**
 * voice-openai: the turn latency with OpenAI-compatible providers, played by
 * a fake server (openai-voice-server.ts) that answers after the stand-ins'
 * fixed delays, so the figures show the pipeline's handling of uploads and
 * streamed tokens and speech rather than a provider's speed.
 */
import { startOpenAIVoiceServer } from "./openai-voice-server";
import { type Benchmark, type Cell, progress } from "./support";
import { speechTape } from "./voice-support";
import {
  DELAYS,
  ms,
  quietAgents,
  socketTurns,
  spread,
  TURN_TAKINGS,
  voiceServer,
} from "./voice-turns-support";

const OPENAI_TURNS = 10;
/** First audio after the end of speech with OpenAI-compatible providers (issue target for adaptive turns). */
const OPENAI_TARGET_P50_MS = 600;
let openaiMeasured = false;
let openaiNotes: string[] = [];

export const voiceOpenAI: Benchmark = {
  name: "voice-openai",
  title: `C. Voice turn latency with OpenAI-compatible providers: a fake server answering transcription after ${DELAYS.sttMs} ms, the first token after ${DELAYS.llmMs} ms and the first speech bytes after ${DELAYS.ttsMs} ms; ${OPENAI_TURNS} turns on one socket`,
  columns: ["engine", "turns", "from the end of speech to", "p50 ms", "p95 ms", "n"],
  notes: () => openaiNotes,

  async run(engine, env) {
    if (openaiMeasured) return [];
    openaiMeasured = true;
    quietAgents();
    progress("voice-openai: synthesizing the turns");
    const tape = await speechTape(
      Array.from({ length: OPENAI_TURNS + 1 }, () => "hello world"),
      { quietMs: 1000 },
    );
    const rows: Cell[][] = [];
    openaiNotes = [];
    for (const turnTaking of TURN_TAKINGS) {
      const fake = await startOpenAIVoiceServer(DELAYS);
      const { server, user, prefix } = await voiceServer(engine, env, turnTaking, fake.env);
      try {
        const turns = await socketTurns(
          server.baseUrl,
          user.token,
          prefix,
          tape,
          `voice-openai ${turnTaking}`,
        );
        const final = spread(turns.map((t) => t.final));
        const thinking = spread(turns.map((t) => t.thinking));
        const audio = spread(turns.map((t) => t.audio));
        rows.push(
          [engine, turnTaking, "transcription_final", ms(final.p50), ms(final.p95), final.n],
          [engine, turnTaking, "agent_thinking", ms(thinking.p50), ms(thinking.p95), thinking.n],
          [
            engine,
            turnTaking,
            "first audio_response_stream",
            ms(audio.p50),
            ms(audio.p95),
            audio.n,
          ],
        );
        openaiNotes.push(
          `Reading (${turnTaking}): first audio a median ${ms(audio.p50)} ms after the end of speech ` +
            `(target for adaptive turns: at most ${OPENAI_TARGET_P50_MS} ms: ${audio.p50 <= OPENAI_TARGET_P50_MS ? "met" : "missed"}).`,
        );
      } finally {
        await server.close();
        await fake.close();
      }
    }
    openaiNotes.push(
      "Fixed turns send the audio once the VAD has heard 250 ms of silence and wait 500 ms; adaptive turns send it " +
        "when silence starts, ask the model on the transcript and synthesize the first clause before the turn is confirmed, " +
        "and play the speech from its first bytes.",
      "What is left with adaptive turns: the recognizer is asked at the first silent VAD window, which comes in the " +
        `200 ms chunk after the speech (about 205 ms after its end); its answer (${DELAYS.sttMs} ms) starts the model as a ` +
        `preflight transcript; the first token (${DELAYS.llmMs} ms) ends the opening clause ('Sure,'), which goes to ` +
        `synthesis at once; then ${DELAYS.ttsMs} ms to the first speech bytes, whose first frame goes to the socket at once. ` +
        "transcription_final and agent_thinking come later, when the VAD's 250 ms of silence end the speech. The 200 ms " +
        "chunks are the spec's; the wait for the first silent chunk is the only part smaller chunks would shorten.",
    );
    return rows;
  },
};
