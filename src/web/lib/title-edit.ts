import { LIMITS } from "../../shared/limits";

export type TitleEditOutcome = "cancel" | { save: string };

/**
 * What finishing a title edit does (spec §4 Title edit): an empty or
 * unchanged title just cancels; anything else saves, trimmed and cut to
 * the 100-character limit.
 */
export function titleEditOutcome(oldTitle: string, next: string): TitleEditOutcome {
  const trimmed = next.trim().slice(0, LIMITS.sessionTitleMax).trim();
  if (!trimmed || trimmed === oldTitle.trim()) return "cancel";
  return { save: trimmed };
}
