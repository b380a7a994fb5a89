import { z } from "zod";

import { MESSAGES } from "../messages";
import { usernameSchema } from "./account";
import { text } from "./text";

/** Trimmed; blank becomes null (clears the name); absent keeps the saved one. */
const optionalName = text()
  .max(100, MESSAGES.nameTooLong)
  .nullish()
  .transform((value) => {
    if (value === undefined) return undefined;
    const trimmed = value?.trim() ?? "";
    return trimmed === "" ? null : trimmed;
  });

/** The names, and the username an emailed-code sign-up could not send with the account. */
export const updateProfileSchema = z
  .object({
    first_name: optionalName,
    last_name: optionalName,
    username: usernameSchema.optional(),
  })
  .refine((profile) => Boolean(profile.first_name) || Boolean(profile.last_name), {
    message: MESSAGES.profileNameRequired,
  });

export const profileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  voice_preference: z.string(),
  voice_language: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
