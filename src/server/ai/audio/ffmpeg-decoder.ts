import { spawn } from "node:child_process";
import { AUDIO_MESSAGES } from "../../../shared/audio";
import { sampleLimit } from "./bounds";
import { AudioDecodeError, AudioRefusedError, AudioTooLongError } from "./decode-errors";
import { bytesToInt16 } from "./wav-decoder";

export interface FfmpegLimits {
  ffmpegPath: string;
  /** The output rate (mono, 16-bit). */
  rate: number;
  /** The longest recording taken: ffmpeg stops a second past it, and is stopped once its output passes it. */
  maxSeconds: number;
  /** How long ffmpeg may take before it is killed. */
  timeoutMs: number;
}

/**
 * Decodes with an ffmpeg child process, the audio in through stdin and PCM
 * out through stdout: never a temporary file. A few hundred kilobytes of
 * lossless silence can stand for hours of audio, so ffmpeg is told to stop
 * (`-t`), its output is counted as it comes and it is killed (SIGKILL) once
 * that passes the limit or the time is up; the call answers only when the
 * process is gone.
 */
export function decodeWithFfmpeg(audio: Uint8Array, what: string, limits: FfmpegLimits) {
  const { ffmpegPath, rate, maxSeconds, timeoutMs } = limits;
  const maxBytes = sampleLimit(maxSeconds, rate) * 2;
  return new Promise<Int16Array>((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      [
        ...["-hide_banner", "-loglevel", "error", "-threads", "1", "-i", "pipe:0"],
        ...["-vn", "-sn", "-dn", "-t", String(maxSeconds + 1)],
        ...["-ac", "1", "-ar", String(rate), "-f", "s16le", "pipe:1"],
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    const output: Buffer[] = [];
    let received = 0;
    let diagnostics = "";
    /** Why the process was stopped, once it was. */
    let stopped: AudioDecodeError | undefined;
    const stop = (why: AudioDecodeError) => {
      stopped ??= why;
      output.length = 0;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => stop(new AudioRefusedError(AUDIO_MESSAGES.decodeTimedOut(timeoutMs / 1000))),
      timeoutMs,
    );
    child.stdout.on("data", (data: Buffer) => {
      if (stopped) return;
      received += data.length;
      if (received > maxBytes) stop(new AudioTooLongError(AUDIO_MESSAGES.tooLong(maxSeconds)));
      else output.push(data);
    });
    child.stderr.on("data", (data: Buffer) => {
      diagnostics = (diagnostics + data.toString()).slice(-2000);
    });
    // ffmpeg stops reading input it cannot make sense of (or is killed): its exit tells why.
    child.stdin.on("error", () => {});
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === "ENOENT"
          ? new AudioDecodeError(
              `Decoding ${what} audio needs ffmpeg, which is not installed on this server`,
            )
          : new AudioDecodeError(undefined, { cause: error }),
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (stopped) reject(stopped);
      else if (code === 0) {
        const pcm = Buffer.concat(output);
        resolve(bytesToInt16(pcm.subarray(0, pcm.length - (pcm.length % 2))));
      } else reject(new AudioDecodeError(undefined, { cause: new Error(diagnostics.trim()) }));
    });
    child.stdin.end(audio);
  });
}
