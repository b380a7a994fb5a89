/**
 * voice-turn: the turn latency on the local providers (pocketsphinx, the
 * writing engine, Flite), from the end of speech as voice-turns-support.ts
 * times it.
 */
import type { TurnTaking } from "../../src/server/voice/agent";
import { TEST_PHRASES } from "../helpers/speech";
import { type BenchEnv, type Benchmark, type Cell, type Engine, progress } from "./support";
import { openVoice, speechTape } from "./voice-support";
import {
  ms,
  quietAgents,
  runTurn,
  spread,
  type Tape,
  TURN_TAKINGS,
  type TurnTimes,
  voiceServer,
} from "./voice-turns-support";

/** First audio after the end of speech on the local engines (issue target for adaptive turns). */
const LOCAL_TARGET_P50_MS = 800;

const TURN_PHRASES = [...TEST_PHRASES, TEST_PHRASES[0], TEST_PHRASES[1]];
let turnMeasured = false;
let turnNotes: string[] = [];

export const voiceTurn: Benchmark = {
  name: "voice-turn",
  title: `C. Voice turn latency at the client, local providers (pocketsphinx, writing engine, Flite), ${TURN_PHRASES.length} turns, each a socket of its own in one chat session`,
  columns: ["engine", "turns", "from the end of speech to", "p50 ms", "p95 ms", "n"],
  notes: () => turnNotes,

  async run(engine, env) {
    if (turnMeasured) return [];
    turnMeasured = true;
    quietAgents();
    progress("voice-turn: synthesizing the turns");
    // A recording per turn: each turn is a socket of its own (see the title).
    const tapes: Tape[] = [];
    for (const phrase of ["hello world", ...TURN_PHRASES]) tapes.push(await speechTape([phrase]));
    const rows: Cell[][] = [];
    turnNotes = [];
    for (const turnTaking of TURN_TAKINGS) {
      const turns = await localTurns(engine, env, tapes, turnTaking);
      const final = spread(turns.map((t) => t.final));
      const thinking = spread(turns.map((t) => t.thinking));
      const audio = spread(turns.map((t) => t.audio));
      turnNotes.push(
        `Reading (${turnTaking}): a person hears the reply a median ${ms(audio.p50)} ms after they stop speaking ` +
          `(target for adaptive turns: p50 at most ${LOCAL_TARGET_P50_MS} ms); the model is told to answer ` +
          `(agent_thinking) at ${ms(thinking.p50)} ms, after pocketsphinx's transcript and the end of the turn.`,
      );
      rows.push(
        [engine, turnTaking, "transcription_final", ms(final.p50), ms(final.p95), final.n],
        [engine, turnTaking, "agent_thinking", ms(thinking.p50), ms(thinking.p95), thinking.n],
        [engine, turnTaking, "first audio_response_stream", ms(audio.p50), ms(audio.p95), audio.n],
      );
    }
    turnNotes.push(
      "The client runs in the server's process; end of speech = the chunk holding the last of the speech is sent.",
    );
    return rows;
  },
};

/** The local turns, each a socket of its own, on a server taking turns as `turnTaking` says. */
async function localTurns(
  engine: Engine,
  env: BenchEnv,
  tapes: Tape[],
  turnTaking: TurnTaking,
): Promise<TurnTimes[]> {
  const { server, user, prefix } = await voiceServer(engine, env, turnTaking);
  try {
    const turns: TurnTimes[] = [];
    for (const [index, tape] of tapes.entries()) {
      const socket = await openVoice(server.baseUrl, user.token, `voice_session_${prefix}`);
      await socket.start();
      const [turn] = tape.turns;
      if (!turn) continue;
      const times = await runTurn(
        socket,
        tape,
        turn,
        "audio_response_stream",
        `voice-turn ${turnTaking} ${index + 1}/${tapes.length}`,
      );
      // The first turn warms up (Silero's model, the first pocketsphinx) and is left out.
      if (index > 0) turns.push(times);
      await socket.close();
    }
    return turns;
  } finally {
    await server.close();
  }
}
