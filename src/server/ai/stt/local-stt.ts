import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";
import { createInterface } from "node:readline";
import {
  type APIConnectOptions,
  type AudioBuffer,
  mergeFrames,
  normalizeLanguage,
  stt,
} from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { pcmTo16kMono } from "../audio/resample";
import { ProviderError, type STTProvider } from "../types";

/** Where Debian's pocketsphinx-en-us package puts the US English model. */
export const POCKETSPHINX_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

const SAMPLE_RATE = 16_000;
const LANGUAGE = normalizeLanguage("en-US");

/**
 * Silence written on flush(). pocketsphinx ends an utterance after 0.5 s
 * without speech (its -vad_postspeech default) and reads 2,048 samples
 * (128 ms) at a time; 0.8 s covers both with room to spare.
 */
const FLUSH_SILENCE_MS = 800;

/** How long a stopped process may take to read the rest of its input and exit. */
const STOP_GRACE_MS = 3_000;

export interface LocalSTTOptions {
  /** pocketsphinx_continuous, by name on PATH or by path. */
  bin?: string;
  modelDir?: string;
}

function modelFiles(modelDir: string) {
  return {
    hmm: join(modelDir, "en-us"),
    lm: join(modelDir, "en-us.lm.bin"),
    dict: join(modelDir, "cmudict-en-us.dict"),
  };
}

function isExecutableFile(path: string) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Whether the pocketsphinx binary (a path, or a name on PATH) and the en-us model are installed. */
export function isLocalSttAvailable(bin: string, modelDir = POCKETSPHINX_MODEL_DIR): boolean {
  const candidates = bin.includes("/")
    ? [bin]
    : (process.env.PATH ?? "")
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, bin));
  return candidates.some(isExecutableFile) && Object.values(modelFiles(modelDir)).every(existsSync);
}

interface Utterance {
  text: string;
  /** Seconds from the start of the audio the process was given. */
  startTime: number;
  endTime: number;
  /** Mean of the words' posterior probabilities. */
  confidence: number;
}

interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** One word-timing line of `-time yes`: word, start and end in seconds, posterior probability. */
const TIMING_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;

/**
 * Reads what pocketsphinx_continuous prints for each utterance: the
 * hypothesis on a line of its own, then one timing line per word, bracketed
 * by `<s>` and `</s>`. An utterance is complete at `</s>`, at the next
 * hypothesis, or when the lines that arrived together have been read (the
 * program writes an utterance in one flush).
 */
class TranscriptParser {
  #text: string | undefined;
  #words: { start: number; end: number; probability: number }[] = [];
  #pending: NodeJS.Immediate | undefined;

  constructor(private readonly onUtterance: (utterance: Utterance) => void) {}

  line(line: string) {
    const timing = TIMING_LINE.exec(line.trim());
    if (!timing) {
      this.flush();
      this.#text = line.trim();
    } else if (this.#text !== undefined) {
      const [, word = "", start, end, probability] = timing;
      if (word === "</s>") {
        this.flush();
        return;
      }
      // Silence, sentence marks and fillers ([NOISE], <sil>) carry no words.
      if (!/^[<[]/.test(word)) {
        this.#words.push({
          start: Number(start),
          end: Number(end),
          probability: Math.min(1, Number(probability)),
        });
      }
    }
    if (this.#pending) clearImmediate(this.#pending);
    this.#pending = setImmediate(() => this.flush());
  }

  flush() {
    if (this.#pending) clearImmediate(this.#pending);
    this.#pending = undefined;
    const text = this.#text;
    const words = this.#words;
    this.#text = undefined;
    this.#words = [];
    if (!text) return;
    this.onUtterance({
      text,
      startTime: words[0]?.start ?? 0,
      endTime: words.at(-1)?.end ?? 0,
      confidence:
        words.length > 0
          ? words.reduce((sum, word) => sum + word.probability, 0) / words.length
          : 0,
    });
  }
}

/**
 * One pocketsphinx_continuous process reading 16 kHz mono PCM from a pipe.
 * The program opens `-infile /dev/stdin`, which fails when stdin is a socket
 * (what Node gives a child), so `cat` in a shell stands between as a real
 * pipe. The three run in a process group of their own so that one signal
 * ends them all.
 */
class Recognizer {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly exited: Promise<ExitStatus>;
  #done = false;

  constructor(bin: string, modelDir: string, onUtterance: (utterance: Utterance) => void) {
    const model = modelFiles(modelDir);
    const args = [
      ...["-infile", "/dev/stdin", "-inmic", "no", "-samprate", String(SAMPLE_RATE)],
      ...["-hmm", model.hmm, "-lm", model.lm, "-dict", model.dict],
      ...["-time", "yes", "-logfn", "/dev/null"],
    ];
    this.#child = spawn("sh", ["-c", 'cat | exec "$0" "$@"', bin, ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    const parser = new TranscriptParser(onUtterance);
    const lines = createInterface({ input: this.#child.stdout });
    lines.on("line", (line) => parser.line(line));
    lines.on("close", () => parser.flush());
    let stderr = "";
    this.#child.stderr.on("data", (data: Buffer) => {
      stderr = (stderr + data.toString()).slice(-1000);
    });
    // Writing to a process that has died fails with EPIPE; its exit status says why.
    this.#child.stdin.on("error", () => {});
    this.exited = new Promise((resolve) => {
      this.#child.on("error", (error) => {
        this.#done = true;
        resolve({ code: null, signal: null, stderr: error.message });
      });
      this.#child.on("close", (code, signal) => {
        this.#done = true;
        resolve({ code, signal, stderr: stderr.trim() });
      });
    });
  }

  /** The process group: the shell, cat and pocketsphinx. */
  get pid() {
    return this.#child.pid;
  }

  async write(pcm: Int16Array) {
    const stdin = this.#child.stdin;
    if (this.#done || !stdin.writable || pcm.length === 0) return;
    if (!stdin.write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength))) {
      await Promise.race([once(stdin, "drain").catch(() => {}), this.exited]);
    }
  }

  /** No more audio: pocketsphinx finishes the last utterance and exits. */
  end() {
    this.#child.stdin.end();
  }

  /**
   * Ends the process without waiting for it. Closing its input lets
   * pocketsphinx finish and the shell reap it; killing the group outright
   * would orphan it to PID 1, which in a container may never reap it. A
   * process still there after STOP_GRACE_MS is killed all the same.
   */
  stop() {
    if (this.#done) return;
    this.#child.stdin.end();
    const timer = setTimeout(() => {
      const pid = this.#child.pid;
      if (this.#done || pid === undefined) return;
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Gone in the meantime.
      }
    }, STOP_GRACE_MS);
    timer.unref();
    void this.exited.then(() => clearTimeout(timer));
  }
}

function engineStopped(status: ExitStatus) {
  const how = status.signal ? `signal ${status.signal}` : `exit code ${status.code}`;
  return new ProviderError("local", `the speech engine stopped unexpectedly (${how})`, {
    cause: status.stderr ? new Error(status.stderr) : undefined,
  });
}

function speechData(utterance: Utterance, offset: number): stt.SpeechData {
  return {
    language: LANGUAGE,
    text: utterance.text,
    startTime: offset + utterance.startTime,
    endTime: offset + utterance.endTime,
    confidence: utterance.confidence,
  };
}

/**
 * Speech recognition on this machine: CMU pocketsphinx (Debian's 0.8-era
 * `pocketsphinx_continuous` with the pocketsphinx-en-us model) as a child
 * process. No keys, no network; accuracy is modest (see the integration
 * test for the measured word error rate) and there are no interim results.
 */
export class LocalSTT extends stt.STT {
  label = "local";
  readonly #bin: string;
  readonly #modelDir: string;
  readonly #streams = new Set<LocalSpeechStream>();

  constructor(options: LocalSTTOptions = {}) {
    super({ streaming: true, interimResults: false, alignedTranscript: false });
    this.#bin = options.bin ?? "pocketsphinx_continuous";
    this.#modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  }

  override get model() {
    return "pocketsphinx-en-us";
  }

  override get provider() {
    return "pocketsphinx";
  }

  /** Recognizes a whole recording in one process; the utterances are joined into one transcript. */
  protected async _recognize(buffer: AudioBuffer, abortSignal?: AbortSignal) {
    const frame = mergeFrames(buffer);
    const pcm = pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
    const utterances: Utterance[] = [];
    const recognizer = new Recognizer(this.#bin, this.#modelDir, (u) => utterances.push(u));
    const abort = () => recognizer.stop();
    abortSignal?.addEventListener("abort", abort, { once: true });
    try {
      await recognizer.write(pcm);
      recognizer.end();
      const status = await recognizer.exited;
      abortSignal?.throwIfAborted();
      if (status.code !== 0) throw engineStopped(status);
    } finally {
      abortSignal?.removeEventListener("abort", abort);
      recognizer.stop();
    }
    const first = utterances[0];
    const last = utterances.at(-1);
    const words = utterances.map((u) => u.text).join(" ");
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        {
          language: LANGUAGE,
          text: words,
          startTime: first?.startTime ?? 0,
          endTime: last?.endTime ?? 0,
          confidence:
            utterances.length > 0
              ? utterances.reduce((sum, u) => sum + u.confidence, 0) / utterances.length
              : 0,
        },
      ],
    } satisfies stt.SpeechEvent;
  }

  stream(options?: { connOptions?: APIConnectOptions }): LocalSpeechStream {
    const stream = new LocalSpeechStream(
      this,
      this.#bin,
      this.#modelDir,
      options?.connOptions,
      () => this.#streams.delete(stream),
    );
    this.#streams.add(stream);
    return stream;
  }

  override async close() {
    for (const stream of this.#streams) stream.close();
    this.#streams.clear();
  }
}

/**
 * A live stream: one pocketsphinx process for the life of the stream, fed the
 * frames as they come (the base class resamples other rates to 16 kHz). Each
 * utterance pocketsphinx ends (after half a second of silence) comes out as
 * START_OF_SPEECH, FINAL_TRANSCRIPT, END_OF_SPEECH. flush() writes silence so
 * that the utterance in progress ends now.
 */
export class LocalSpeechStream extends stt.SpeechStream {
  label = "local";
  readonly #bin: string;
  readonly #modelDir: string;
  readonly #onClose: () => void;
  #recognizer: Recognizer | undefined;

  constructor(
    owner: LocalSTT,
    bin: string,
    modelDir: string,
    connOptions: APIConnectOptions | undefined,
    onClose: () => void,
  ) {
    super(owner, SAMPLE_RATE, connOptions);
    this.#bin = bin;
    this.#modelDir = modelDir;
    this.#onClose = onClose;
  }

  /** The pocketsphinx process group while one runs; for monitoring and tests. */
  get processId() {
    return this.#recognizer?.pid;
  }

  protected async run() {
    const recognizer = new Recognizer(this.#bin, this.#modelDir, (u) => this.#emit(u));
    this.#recognizer = recognizer;
    const aborted = new Promise<void>((resolve) => {
      this.abortSignal.addEventListener("abort", () => resolve(), { once: true });
    });
    let inputEnded = false;
    let failure: unknown;
    const forward = async () => {
      for await (const item of this.input) {
        await recognizer.write(
          item === LocalSpeechStream.FLUSH_SENTINEL
            ? new Int16Array((SAMPLE_RATE * FLUSH_SILENCE_MS) / 1000)
            : mono(item),
        );
      }
      inputEnded = true;
      recognizer.end();
    };
    forward().catch((error: unknown) => {
      failure = error;
      recognizer.stop();
    });
    try {
      const status = await Promise.race([recognizer.exited, aborted]);
      if (failure) throw failure;
      if (!status || this.abortSignal.aborted || (inputEnded && status.code === 0)) return;
      throw engineStopped(status);
    } finally {
      recognizer.stop();
    }
  }

  #emit(utterance: Utterance) {
    if (this.queue.closed) return;
    const data = speechData(utterance, this.startTimeOffset);
    this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
    this.queue.put({ type: stt.SpeechEventType.FINAL_TRANSCRIPT, alternatives: [data] });
    this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH });
  }

  override close() {
    super.close();
    this.#onClose();
  }
}

/** The base class brings frames to 16 kHz; a stereo frame still needs folding to mono. */
function mono(frame: AudioFrame) {
  return pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
}

export function createLocalSTTProvider(bin = "pocketsphinx_continuous"): STTProvider {
  return { name: "local", stt: new LocalSTT({ bin }) };
}
