import { z } from "zod";
import { LIMITS } from "../limits";
import { text } from "./text";

/** Optional paging of the list calls; without it the whole list is answered as the spec has it. */
const limitMessage = `limit must be a whole number from 1 to ${LIMITS.pageMax}`;
export const pageSchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(LIMITS.pageMax, limitMessage)
    .optional(),
  before: text().trim().min(1).max(200).optional(),
});
