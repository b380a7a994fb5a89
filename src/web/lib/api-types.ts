import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/trpc/app-router";

/** What each procedure answers, as the server's router says: the web app re-declares no shape. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export type ChatSession = RouterOutputs["sessions"]["list"]["sessions"][number];
export type StoredMessage = RouterOutputs["messages"]["list"]["messages"][number];
export type VoiceOption = RouterOutputs["voicePreference"]["availableVoices"]["voices"][number];
export type SearchHit = RouterOutputs["search"]["find"]["results"][number];
export type Profile = RouterOutputs["profile"]["get"];
