import type { RawData } from "ws";
import { MESSAGES } from "../../../shared";
import {
  type ClientVoiceMessage,
  type ServerVoiceMessage,
  VOICE_CLOSE_CODES,
  VOICE_CLOSE_REASONS,
  VOICE_ERROR_CODES,
} from "../../../shared/voice-protocol";
import { encodeWav } from "../../ai/audio/wav";
import type { SessionLease } from "../../revocation/session-watch";
import { createVoicePipeline } from "../agent";
import { roomName } from "../livekit/names";
import { SessionLifetime, userAwayTimeout } from "../session-lifetime";
import { AudioIntake } from "./audio-intake";
import {
  BridgeAudioInput,
  BridgeAudioOutput,
  type BridgeSink,
  BridgeTextOutput,
} from "./bridge-io";
import type { Caller } from "./caller";
import { PipelineEvents, type SocketPipeline } from "./pipeline-events";
import type { VoiceSocketPorts } from "./ports";
import { decodeClientMessage, encodeServerMessage, SHUTDOWN_REASON } from "./protocol";
import { SocketAgent } from "./socket-agent";
import type { VoiceTransport } from "./transport";

/** Agent audio waits while this much is still unsent to a slow client: memory stays bounded. */
const SEND_HIGH_WATER_BYTES = 512 * 1024;
/**
 * Work taken in but not done (messages not yet handled, audio pieces the
 * pipeline has not yet read) before the socket stops reading: TCP then pushes
 * back on the client, and memory stays bounded.
 */
const MAX_BACKLOG = 32;
const LOW_BACKLOG = 8;

/**
 * One voice socket, as agents' RoomIO is for a room: it attaches the socket's
 * audio and text IO to the voice pipeline, hands the client's messages (the
 * protocol codec) and audio (the intake) to it, and forwards the pipeline's
 * events as the protocol's server messages. Messages are handled one at a
 * time, in order; the session lives by the lifetime rule.
 */
export class VoiceSocket implements BridgeSink {
  readonly #socket: VoiceTransport;
  readonly #services: VoiceSocketPorts;
  readonly #lifetime: SessionLifetime;
  #caller: Caller | undefined;
  #signIn: SessionLease | undefined;
  #queue: Promise<void>;
  /** Lets queued messages through once the caller is known (or the socket is gone). */
  readonly #opened: () => void;
  /** Messages and audio pieces in hand but not yet done with. */
  #backlog = 0;
  #paused = false;
  #pipeline: SocketPipeline | undefined;
  /** Gives this session's place in the process's voice capacity back. */
  #release: (() => void) | undefined;
  #input: BridgeAudioInput | undefined;
  readonly #intake = new AudioIntake();
  #muted = false;
  #closed = false;
  readonly #events: PipelineEvents;
  #ending: Promise<void> | undefined;

  constructor(socket: VoiceTransport, services: VoiceSocketPorts) {
    this.#socket = socket;
    this.#services = services;
    let opened!: () => void;
    this.#queue = new Promise((resolve) => {
      opened = resolve;
    });
    this.#opened = opened;
    socket.on("message", (data, isBinary) => this.#enqueue(data, isBinary));
    socket.on("close", () => void this.#end());
    socket.on("error", (error) => services.logger.warn({ err: error }, "voice socket error"));
    this.#events = new PipelineEvents(
      {
        send: (message) => this.#send(message),
        closedUnexpectedly: (session) => {
          if (this.#closed || this.#pipeline?.session !== session) return;
          void this.close(1011, "pipeline_error");
        },
      },
      services.logger,
      services.ai.llm.name,
    );
    this.#lifetime = new SessionLifetime(
      services.config.voice,
      (reason) => void this.close(VOICE_CLOSE_CODES.normal, reason),
    );
  }

  /**
   * The caller is known: messages held back until now are handled, and the
   * socket lives as long as the caller's sign-in (the spec's SESSION_EXPIRED:
   * 1008, not retried).
   */
  open(caller: Caller) {
    if (this.#closed) return;
    this.#caller = caller;
    this.#signIn = this.#services.sessionWatch.watch(caller.authSessionId);
    this.#signIn.signal.addEventListener(
      "abort",
      () => void this.close(VOICE_CLOSE_CODES.policy, MESSAGES.signInEnded),
      { once: true },
    );
    this.#opened();
  }

  /** Stores what was said, ends the pipeline and closes the socket with a reason. */
  async close(code: number, reason: string) {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.close(code, reason);
    await this.#end();
  }

  shutdown() {
    return this.close(VOICE_CLOSE_CODES.serviceRestart, SHUTDOWN_REASON);
  }

  /**
   * The host this session runs in is ending (stopped, or making way for
   * others): the client is told what a crash would tell it, the server
   * error, and what was said is stored.
   */
  abort() {
    this.#error(VOICE_ERROR_CODES.server, MESSAGES.unexpected);
    return this.close(1011, "pipeline_error");
  }

  #enqueue(data: RawData, isBinary: boolean) {
    this.#queue = this.#queue
      .then(() => this.#handle(data, isBinary))
      .catch((error: unknown) => this.#fail(error));
    this.#track(this.#queue);
  }

  #track(work: Promise<unknown>) {
    this.#backlog++;
    if (this.#backlog >= MAX_BACKLOG && !this.#paused) {
      this.#paused = true;
      this.#socket.pause();
    }
    // A push refused because the pipeline closed meanwhile is no loss: the session is over.
    const done = () => {
      this.#backlog--;
      if (this.#paused && this.#backlog <= LOW_BACKLOG) {
        this.#paused = false;
        this.#socket.resume();
      }
    };
    void work.then(done, done);
  }

  async #handle(data: RawData, isBinary: boolean) {
    if (this.#closed) return;
    const parsed = decodeClientMessage(data, isBinary);
    if ("problem" in parsed) {
      this.#error(VOICE_ERROR_CODES.invalidMessage, `Invalid message: ${parsed.problem}`);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case "session_start":
        return this.#start(message);
      case "audio_chunk":
        return this.#audio(message);
      case "heartbeat":
        // The framework cannot hear a muted person: their heartbeats keep the session.
        if (this.#muted) this.#lifetime.keepAlive();
        return this.#send({
          type: "heartbeat",
          timestamp: message.timestamp ?? Date.now(),
          server_time: Date.now(),
        });
      case "mute":
        this.#muted = message.is_muted;
        this.#lifetime.keepAlive();
        return this.#send({ type: "mute", is_muted: message.is_muted });
      case "session_end":
        // Answered once everything said is stored: the client may read the transcript next.
        await this.#closePipeline();
        this.#send({ type: "session_end", reason: message.reason });
        return this.close(VOICE_CLOSE_CODES.normal, message.reason);
    }
  }

  async #start(message: Extract<ClientVoiceMessage, { type: "session_start" }>) {
    if (this.#pipeline) {
      this.#send({
        type: "session_ready",
        audio_format: this.#intake.format,
        language: message.language,
      });
      return;
    }
    const caller = this.#caller;
    if (!caller) return;
    const services = this.#services;
    if (!services.ai.stt) {
      // A final close (not 1013, which clients retry): nothing changes until the server does.
      this.#error(VOICE_ERROR_CODES.server, MESSAGES.voiceUnavailable);
      await this.close(VOICE_CLOSE_CODES.normal, VOICE_CLOSE_REASONS.sttUnavailable);
      return;
    }
    const admitted = await services.capacity.voice.admit(caller.userId, roomName(caller.sessionId));
    this.#release = "release" in admitted ? admitted.release : undefined;
    if (this.#closed) return this.#release?.();
    if ("refused" in admitted && admitted.refused === "account") {
      // Final (the spec's RATE_LIMITED is not retried): a place frees up only when the person ends a session.
      this.#error(VOICE_ERROR_CODES.rateLimited, MESSAGES.voiceAccountFull(admitted.max));
      await this.close(VOICE_CLOSE_CODES.normal, VOICE_CLOSE_REASONS.accountFull);
      return;
    }
    if (!this.#release) {
      // 1013, which clients retry with backoff: a place may be free by then, here or on another replica.
      this.#error(VOICE_ERROR_CODES.unavailable, MESSAGES.voiceBusy);
      await this.close(VOICE_CLOSE_CODES.tryAgainLater, VOICE_CLOSE_REASONS.atCapacity);
      return;
    }
    this.#intake.format = message.audio_format;
    const pipeline = (await createVoicePipeline(
      {
        db: services.database.db,
        userId: caller.userId,
        sessionId: caller.sessionId,
        providers: services.ai,
        logger: services.logger,
        signIn: this.#signIn,
      },
      {
        Agent: SocketAgent,
        userAwayTimeout: userAwayTimeout(this.#services.config.voice),
        onTurnMetrics: (metrics) => this.#send({ type: "turn_metrics", ...metrics }),
        turnTaking: this.#services.config.voice.turnTaking,
      },
    )) as SocketPipeline;
    const input = new BridgeAudioInput();
    pipeline.session.input.audio = input;
    pipeline.session.output.audio = new BridgeAudioOutput(this);
    pipeline.session.output.transcription = new BridgeTextOutput(this);
    const interim = services.ai.stt.stt.capabilities.interimResults ?? false;
    this.#events.observe(pipeline, this.#lifetime, interim);
    this.#pipeline = pipeline;
    this.#input = input;
    await pipeline.session.start({ agent: pipeline.agent });
    if (this.#closed) return this.#closePipeline();
    this.#send({
      type: "session_ready",
      audio_format: this.#intake.format,
      language: message.language,
    });
  }

  async #audio(message: Extract<ClientVoiceMessage, { type: "audio_chunk" }>) {
    if (!this.#input) {
      this.#error(VOICE_ERROR_CODES.notStarted, "Send session_start before audio");
      return;
    }
    const taken = this.#intake.take(message, this.#muted);
    if ("fault" in taken) return this.#error(taken.fault.code, taken.fault.message);
    // Not awaited: a heartbeat behind this chunk is answered at once, and the
    // backlog bounds how far the pipeline may fall behind.
    if ("pcm" in taken) this.#track(this.#input.push(taken.pcm));
  }

  async audio(pcm: Int16Array, sampleRate: number, isFinal: boolean) {
    while (this.#socket.bufferedAmount > SEND_HIGH_WATER_BYTES && !this.#closed) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.#send({
      type: "audio_response_stream",
      audio_chunk: encodeWav(pcm, sampleRate).toString("base64"),
      audio_format: "wav",
      text_chunk: "",
      is_final: isFinal,
    });
  }

  interrupt() {
    this.#send({ type: "agent_interrupt" });
  }

  pause() {
    this.#send({ type: "agent_pause" });
  }

  resume() {
    this.#send({ type: "agent_resume" });
  }

  text(chunk: string) {
    this.#events.replyText(chunk);
    this.#send({ type: "agent_response_stream", text_chunk: chunk, is_final: false });
  }

  textEnd() {
    this.#send({ type: "agent_response_stream", text_chunk: "", is_final: true });
  }

  #send(message: ServerVoiceMessage) {
    if (this.#closed || this.#socket.readyState !== this.#socket.OPEN) return;
    this.#socket.send(encodeServerMessage(message, this.#caller?.sessionId ?? null));
  }

  #error(code: string, message: string) {
    this.#send({ type: "error", code, message });
  }

  #fail(error: unknown) {
    this.#services.logger.error({ err: error }, "voice socket: a message failed");
    this.#error(VOICE_ERROR_CODES.server, MESSAGES.unexpected);
  }

  /** Done once the session has ended and everything said is stored. */
  ended() {
    return this.#ending ?? Promise.resolve();
  }

  #end() {
    this.#ending ??= this.#finish();
    return this.#ending;
  }

  async #finish() {
    this.#closed = true;
    this.#lifetime.stop();
    this.#intake.end();
    this.#opened();
    await this.#closePipeline();
    this.#release?.();
    this.#signIn?.release();
  }

  async #closePipeline() {
    const pipeline = this.#pipeline;
    if (!pipeline) return;
    this.#pipeline = undefined;
    try {
      // While closing, @livekit/agents (1.9) may still hear an utterance end and re-arm its away
      // clock, a minute here: the host thread, were it ending, would be held alive that long.
      pipeline.session.sessionOptions.userAwayTimeout = null;
      await pipeline.session.close();
      await this.#input?.close();
    } catch (error) {
      this.#services.logger.warn({ err: error }, "voice pipeline did not close cleanly");
    }
    await pipeline.agent.stored();
  }
}
