import { z } from "zod";
import { sessionIdSchema } from "./sessions";

export const EXPORT_FORMATS = ["markdown", "text", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportSessionInputSchema = z.object({
  id: sessionIdSchema,
  format: z.enum(EXPORT_FORMATS, { error: "format must be markdown, text or json" }),
});

/** A file to download: REST sends `content` itself, with its type and name. */
export const exportFileSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  content: z.string(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;
