import { z } from "zod";
import { roomName } from "./names";

/** What the server tells the worker about a job; signed with the token, so the worker trusts it. */
export const dispatchMetadataSchema = z.object({
  sessionId: z.string().min(1).max(200),
  userId: z.string().min(1).max(200),
  /** The sign-in the token was made for: the job ends with it. */
  authSessionId: z.string().min(1).max(200),
});
export type DispatchMetadata = z.infer<typeof dispatchMetadataSchema>;

export class DispatchError extends Error {}

/**
 * Reads the job's metadata and checks it names the room the job runs in, so a
 * job can only ever act on the session whose room it joined.
 */
export function parseDispatchMetadata(metadata: string, room: string): DispatchMetadata {
  let json: unknown;
  try {
    json = JSON.parse(metadata);
  } catch {
    throw new DispatchError("the job's metadata is not JSON");
  }
  const parsed = dispatchMetadataSchema.safeParse(json);
  if (!parsed.success)
    throw new DispatchError("the job's metadata lacks sessionId, userId or authSessionId");
  if (roomName(parsed.data.sessionId) !== room)
    throw new DispatchError("the job's session is not the room's");
  return parsed.data;
}
