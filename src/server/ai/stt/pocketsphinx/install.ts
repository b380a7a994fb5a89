import { accessSync, constants, existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Where Debian's pocketsphinx-en-us package puts the US English model. */
export const POCKETSPHINX_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

export function modelFiles(modelDir: string) {
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
