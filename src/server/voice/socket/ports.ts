import type { Providers } from "../../ai/providers";
import type { Config } from "../../config";
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import type { SessionWatch } from "../../revocation/session-watch";
import type { Admission } from "../admission";

/**
 * What a voice session uses of the process it runs in. A voice host thread
 * builds its own (its providers, its database handle) and asks the API thread
 * for a place in the process's voice capacity.
 */
export interface VoiceSocketPorts {
  config: { voice: Config["voice"] };
  logger: Logger;
  ai: Providers;
  sessionWatch: Pick<SessionWatch, "watch">;
  database: { db: DB };
  capacity: { voice: { admit(account: string, room?: string): Promise<Admission> | Admission } };
}
