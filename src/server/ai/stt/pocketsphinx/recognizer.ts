import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { ProviderError } from "../../types";
import { modelFiles } from "./install";
import { TranscriptParser, type Utterance } from "./transcript-parser";

/** The model's rate: pocketsphinx reads 16 kHz mono 16-bit PCM. */
export const SAMPLE_RATE = 16_000;

/** How long a stopped process may take to read the rest of its input and exit. */
const STOP_GRACE_MS = 3_000;

export interface RecognizerOptions {
  /** pocketsphinx_continuous, by name on PATH or by path. */
  bin: string;
  modelDir: string;
  /**
   * The 10 ms frames of silence after which pocketsphinx ends an utterance
   * (its -vad_postspeech; the program's own default, 50, when left out).
   */
  endOfSpeechFrames?: number;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/**
 * One pocketsphinx_continuous process reading 16 kHz mono PCM from a pipe.
 * The program opens `-infile /dev/stdin`, which fails when stdin is a socket
 * (what Node gives a child), so `cat` in a shell stands between as a real
 * pipe. The three run in a process group of their own so that one signal
 * ends them all.
 */
export class Recognizer {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly exited: Promise<ExitStatus>;
  #done = false;

  constructor(engine: RecognizerOptions, onUtterance: (utterance: Utterance) => void) {
    const model = modelFiles(engine.modelDir);
    const args = [
      ...["-infile", "/dev/stdin", "-inmic", "no", "-samprate", String(SAMPLE_RATE)],
      ...["-hmm", model.hmm, "-lm", model.lm, "-dict", model.dict],
      ...["-time", "yes", "-logfn", "/dev/null"],
      ...(engine.endOfSpeechFrames === undefined
        ? []
        : ["-vad_postspeech", String(engine.endOfSpeechFrames)]),
    ];
    this.#child = spawn("sh", ["-c", 'cat | exec "$0" "$@"', engine.bin, ...args], {
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

export function engineStopped(status: ExitStatus) {
  const how = status.signal ? `signal ${status.signal}` : `exit code ${status.code}`;
  return new ProviderError("local", `the speech engine stopped unexpectedly (${how})`, {
    cause: status.stderr ? new Error(status.stderr) : undefined,
  });
}
