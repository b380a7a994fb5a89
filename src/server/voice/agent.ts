import { TransformStream } from "node:stream/web";
import { inference, llm, type stt, tts, voice } from "@livekit/agents";
import type { Logger } from "pino";
import type { ChatMessage, TurnMetrics } from "../../shared";
import { SPOKEN_STYLE_LINE } from "../ai/llm/prompts";
import { correctToDictionary } from "../ai/llm/writing-engine/dictionary";
import type { Providers } from "../ai/providers";
import type { DB } from "../db";
import { getProfile } from "../services/accounts/profile.service";
import { getTerms } from "../services/dictionary/dictionary.service";
import { SignInEndedError } from "../services/errors";
import { historyFor } from "../services/messages/chat.service";
import { addMessage } from "../services/messages/messages.service";
import { type SignInLease, storeWhileSignedIn } from "../services/sign-in-lease";
import { nameUntitledSession } from "../services/voice/voice-transcript.service";
import { recordTurnMetrics } from "./metrics/turn-metrics";
import { ClauseTokenizer } from "./turn/clause-tokenizer";
import { EndOfTurnRules } from "./turn/end-of-turn";
import { leavesAgentSpeaking } from "./turn/interruption";
import { SpeculativeRecognizer } from "./turn/speculative-stt";

export const VOICE_INSTRUCTIONS = `${SPOKEN_STYLE_LINE}\n${[
  "You are Verba, a voice assistant for professionals who write and speak English as a second language.",
  "You are heard, not read: answer in one to three short spoken sentences, plain words, no markdown,",
  "no lists and no emoji. Help with wording, tone and drafting; when the person dictates text, say",
  "back the improved version.",
].join(" ")}`;

/**
 * The pipeline's turn taking. Turns and interruptions are decided locally
 * (Silero VAD and rules, no cloud inference). The end of a turn adapts to
 * the words (turn/end-of-turn.ts): minDelay after the VAD's silence when
 * they end cleanly, up to maxDelay when they stop mid-thought. The model
 * and synthesis start on the final transcript before the turn is confirmed
 * and are heard only once it is; what the person says next discards them.
 * Voice over the agent pauses it within about a fifth of a second; what
 * the person said then decides: words that are neither a backchannel nor
 * its own echo (turn/interruption.ts) stop it, anything else (an 'mhm', a
 * cough) lets it resume where it paused once they have been quiet for
 * falseInterruptionTimeout. Both transports can pause: a LiveKit room holds
 * the track, the socket tells the browser (agent_pause, agent_resume).
 */
export const TURN_TAKING = {
  adaptive: {
    turnDetection: new EndOfTurnRules(),
    endpointing: { minDelay: 250, maxDelay: 3000 },
    // The VAD counts speech from about 50 ms of voice; a few of its 32 ms windows more is enough to pause.
    interruption: {
      enabled: true,
      mode: "vad",
      minDuration: 150,
      resumeFalseInterruption: true,
      // After the VAD's 250 ms of closing silence: time for the recognizer's words to arrive
      // (a turn they begin holds the resume until it is settled).
      falseInterruptionTimeout: 600,
    },
    preemptiveGeneration: { enabled: true, preemptiveTts: true },
  },
  /** Before turns adapted: half a second of silence ends any turn, half a second of speech stops the agent. */
  fixed: {
    turnDetection: "vad",
    endpointing: { minDelay: 500, maxDelay: 3000 },
    interruption: { enabled: true, mode: "vad", minDuration: 500, resumeFalseInterruption: false },
    preemptiveGeneration: { enabled: false, preemptiveTts: false },
  },
} as const;

export type TurnTaking = keyof typeof TURN_TAKING;

/** Generous where a cloud model may be slow to start (Gemini, an Ollama loading a model). */
const CONNECT_OPTIONS = {
  llmConnOptions: { maxRetry: 1, retryIntervalMs: 500, timeoutMs: 60_000 },
  sttConnOptions: { maxRetry: 3, retryIntervalMs: 1_000, timeoutMs: 15_000 },
  ttsConnOptions: { maxRetry: 2, retryIntervalMs: 500, timeoutMs: 30_000 },
};

export interface TranscriptStore {
  db: DB;
  userId: string;
  sessionId: string;
  providers: Providers;
  logger: Logger;
  /** The sign-in the session runs for: once it ends, nothing more is stored. */
  signIn?: SignInLease;
}

/**
 * The agent of a voice session. The person's words are stored before the
 * model is asked (onUserTurnCompleted is awaited by the pipeline), and each
 * reply, whole or cut short, once it ends; a first reply names the session.
 */
export class VoiceAgent extends voice.Agent {
  readonly #store: TranscriptStore;
  /** Stores happen one after another, so the transcript keeps the order of the talk. */
  #writes: Promise<unknown> = Promise.resolve();
  /**
   * Spoken turns stored before the model was asked, by their words: a reply
   * prepared ahead (preemptive generation) adds its own copy of the message,
   * under another id, once the turn is confirmed.
   */
  readonly #storedTurns: string[] = [];

  /** The person's dictionary: what the recognizer nearly heard is written as the term. */
  readonly #terms: readonly string[];

  constructor(store: TranscriptStore, history: ChatMessage[], terms: readonly string[] = []) {
    const chatCtx = llm.ChatContext.empty();
    for (const message of history)
      chatCtx.addMessage({ role: message.role, content: message.content });
    super({ instructions: VOICE_INSTRUCTIONS, chatCtx });
    this.#store = store;
    this.#terms = terms;
  }

  /** What the agent is saying now, to tell its echo from the person. */
  #speaking = "";

  /**
   * What the recognizer hears, with near misses of the person's terms
   * written as the terms; while the agent speaks, backchannels and its own
   * echo are dropped, so they neither interrupt it nor make a turn.
   */
  override async sttNode(...args: Parameters<voice.Agent["sttNode"]>) {
    const events = await super.sttNode(...args);
    return (
      events?.pipeThrough(
        new TransformStream<stt.SpeechEvent | string, stt.SpeechEvent | string>({
          transform: (event, controller) => {
            if (typeof event === "string") return controller.enqueue(event);
            if (this.#heardOverReply(event)) return;
            controller.enqueue(withDictionaryTerms(event, this.#terms));
          },
        }),
      ) ?? null
    );
  }

  override async transcriptionNode(...args: Parameters<voice.Agent["transcriptionNode"]>) {
    this.#speaking = "";
    const text = await super.transcriptionNode(...args);
    return (
      text?.pipeThrough(
        new TransformStream<string | voice.TimedString, string | voice.TimedString>({
          transform: (chunk, controller) => {
            this.#speaking += typeof chunk === "string" ? chunk : chunk.text;
            controller.enqueue(chunk);
          },
        }),
      ) ?? null
    );
  }

  /** Words heard while a reply plays that should leave it playing. */
  #heardOverReply(event: stt.SpeechEvent) {
    const text = event.alternatives?.[0]?.text;
    if (!text) return false;
    const reply = this.getActivityOrThrow().currentSpeech;
    if (!reply || reply.interrupted || reply.done()) return false;
    return leavesAgentSpeaking(text, this.#speaking);
  }

  override async onUserTurnCompleted(_chatCtx: llm.ChatContext, message: llm.ChatMessage) {
    await this.#cutReplyHandedOver();
    this.#storedTurns.push(message.textContent ?? "");
    await this.#store_("user", message.textContent ?? "");
  }

  /**
   * A reply these words cut short is handed over (and stored) once its work
   * is cancelled, which can take longer than the turn takes to end: waiting
   * for it keeps the transcript in the order things were said.
   */
  async #cutReplyHandedOver() {
    const reply = this.getActivityOrThrow().currentSpeech;
    if (!reply?.interrupted || reply.done()) return;
    await new Promise<void>((resolve) => reply.addDoneCallback(() => resolve()));
  }

  /** The model failed during the reply being written: what it wrote is kept as cut short. */
  #replyBroken = false;

  /**
   * A new reply begins when the model is asked: with preemptive generation that
   * is before the turn is confirmed (and before the 'thinking' state), so a reply
   * that breaks at once is still known as broken when it is handed over.
   */
  override async llmNode(...args: Parameters<voice.Agent["llmNode"]>) {
    this.#replyBroken = false;
    return super.llmNode(...args);
  }

  /** The reply being written broke off. */
  replyBroke() {
    this.#replyBroken = true;
  }

  /** Whether a reply the pipeline hands over stopped before its end. */
  isCutShort(message: llm.ChatMessage) {
    return message.interrupted || this.#replyBroken;
  }

  /**
   * Called when the pipeline adds a message to the conversation. Spoken turns
   * were stored above, before the model was asked; typed input (the agents
   * testing support, a room's text stream) skips that hook and is stored here.
   */
  storeItem(message: llm.ChatMessage, turnMetrics?: TurnMetrics) {
    if (message.role === "assistant")
      return this.#store_(
        "assistant",
        message.textContent ?? "",
        this.isCutShort(message) ? "cut_short" : "complete",
        turnMetrics,
      );
    if (message.role !== "user") return;
    const stored = this.#storedTurns.indexOf(message.textContent ?? "");
    if (stored >= 0) this.#storedTurns.splice(stored, 1);
    else return this.#store_("user", message.textContent ?? "");
  }

  /** Resolves once everything said so far is stored. */
  stored(): Promise<void> {
    return this.#writes.then(() => undefined);
  }

  #store_(
    role: ChatMessage["role"],
    text: string,
    status: ChatMessage["status"] = "complete",
    turnMetrics?: TurnMetrics,
  ) {
    const content = text.trim();
    const write = this.#writes.then(async () => {
      if (!content) return;
      const { db, userId, sessionId, providers, logger, signIn } = this.#store;
      try {
        await storeWhileSignedIn(signIn, () =>
          addMessage(db, { userId, sessionId, role, content, status, turnMetrics }),
        );
        if (role === "assistant")
          await nameUntitledSession({ db, llm: providers.llm, logger }, sessionId);
      } catch (error) {
        if (error instanceof SignInEndedError) return;
        logger.error({ err: error, role }, "could not store a voice transcript message");
      }
    });
    this.#writes = write;
    return write;
  }
}

/** What differs between the transports that carry a voice session. */
export interface PipelineOptions {
  /** The agent: a transport may tap its nodes (the socket reads the recognizer's confidence). */
  Agent?: new (
    store: TranscriptStore,
    history: ChatMessage[],
    terms: readonly string[],
  ) => VoiceAgent;
  /** Seconds without speech before the framework marks the person away (the lifetime rule's clock). */
  userAwayTimeout?: number | null;
  /** Each spoken reply's latency, as it is stored with the reply: the transport tells the person. */
  onTurnMetrics?: (metrics: TurnMetrics) => void;
  /** The turn-taking settings (VOICE_TURN_TAKING); adaptive unless told. */
  turnTaking?: TurnTaking;
}

export interface VoicePipeline {
  session: voice.AgentSession;
  agent: VoiceAgent;
}

/**
 * The one voice pipeline: VAD, STT, LLM and TTS from the configured providers,
 * speaking with the person's chosen voice and continuing the session's
 * conversation. The WebSocket bridge and the LiveKit worker both run it; each
 * brings its own audio and text IO. Nothing records audio.
 */
export async function createVoicePipeline(
  store: TranscriptStore,
  options: PipelineOptions = {},
): Promise<VoicePipeline> {
  const { providers, db, userId, sessionId } = store;
  if (!providers.stt) throw new Error("No speech recognizer is configured");
  const [profile, history, terms] = await Promise.all([
    getProfile(db, userId),
    historyFor(db, sessionId),
    getTerms(db, userId),
  ]);
  // A recognizer that can be told the person's terms is; every transcript is corrected toward them after.
  const recognizer =
    terms.length > 0 && providers.stt.withPhrases
      ? providers.stt.withPhrases(terms)
      : providers.stt.stt;
  const turnTaking = options.turnTaking ?? "adaptive";
  const turnHandling = TURN_TAKING[turnTaking];
  const session = new voice.AgentSession({
    // Adaptive turns send a recognizer of whole recordings each utterance as soon as silence starts.
    stt: shared(turnTaking === "adaptive" ? streamingOf(recognizer) : recognizer),
    llm: shared(providers.llm.llm),
    tts: shared(speakingOf(providers.tts.forVoice(profile.voice_preference), turnTaking)),
    vad: shared(sharedVad()),
    turnHandling,
    connOptions: CONNECT_OPTIONS,
    // The words go out as the model writes them, ahead of the audio, as they did before synthesis was wrapped.
    useTtsAlignedTranscript: false,
    // The browser cancels its own echo; without warm-up the person can interrupt the first reply at once.
    aecWarmupDuration: 0,
    userAwayTimeout: options.userAwayTimeout ?? null,
  });
  const agent = new (options.Agent ?? VoiceAgent)(store, history, terms);
  // A retry is still under way after a recoverable error; the others end the reply.
  session.on(voice.AgentSessionEventTypes.Error, ({ error }) => {
    if (error.type === "llm_error" && !error.recoverable) agent.replyBroke();
  });
  const turns = recordTurnMetrics(session);
  session.on(voice.AgentSessionEventTypes.ConversationItemAdded, ({ item }) => {
    if (item.type !== "message") return;
    const metrics = item.role === "assistant" ? turns.forReply(item) : undefined;
    void agent.storeItem(item, metrics);
    if (metrics) options.onTurnMetrics?.(metrics);
  });
  return { session, agent };
}

/** A recognizer's event with near misses of the person's terms written as the terms. */
export function withDictionaryTerms(
  event: stt.SpeechEvent,
  terms: readonly string[],
): stt.SpeechEvent {
  if (terms.length === 0 || !event.alternatives?.length) return event;
  const alternatives = event.alternatives.map((alternative) => ({
    ...alternative,
    text: correctToDictionary(alternative.text, terms),
  }));
  return { ...event, alternatives: alternatives as stt.SpeechEvent["alternatives"] };
}

/**
 * A model every session shares: each running session listens on it (its
 * metrics and errors) and lets go when it closes, so dozens of listeners at
 * once are the load, not a leak.
 */
function shared<Model extends { setMaxListeners(count: number): unknown }>(model: Model) {
  model.setMaxListeners(0);
  return model;
}

/** Adaptive turns give a synthesizer of whole texts the first clause of a long sentence on its own. */
function speakingOf(synthesizer: tts.TTS, turnTaking: TurnTaking): tts.TTS {
  if (turnTaking !== "adaptive" || synthesizer.capabilities.streaming) return synthesizer;
  return new tts.StreamAdapter(synthesizer, new ClauseTokenizer());
}

const speculative = new WeakMap<stt.STT, SpeculativeRecognizer>();

/** A recognizer of whole recordings is sent each utterance as soon as silence starts; one wrapper per recognizer. */
function streamingOf(recognizer: stt.STT): stt.STT {
  if (recognizer.capabilities.streaming) return recognizer;
  let wrapped = speculative.get(recognizer);
  if (!wrapped) {
    wrapped = new SpeculativeRecognizer(recognizer, sharedVad());
    speculative.set(recognizer, wrapped);
  }
  return wrapped;
}

let vad: inference.VAD | undefined;

/** Silero from @livekit/local-inference: the model loads once and each stream keeps its own state. */
function sharedVad() {
  vad ??= new inference.VAD();
  return vad;
}
