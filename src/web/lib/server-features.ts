import { useQuery } from "@tanstack/react-query";

/** What this server offers at sign-in, as /healthz reports it. */
export interface ServerFeatures {
  googleSignIn: boolean;
  /** How mail goes out; "off": no SMTP and no MAIL_LOG, so no code or link can be sent. */
  email: "smtp" | "log" | "off";
}

export function useServerFeatures(): ServerFeatures | undefined {
  return useQuery({
    queryKey: ["healthz"],
    queryFn: async (): Promise<ServerFeatures> => {
      const response = await fetch("/healthz");
      const body = (await response.json()) as { google_sign_in?: boolean; email?: string };
      return {
        googleSignIn: body.google_sign_in === true,
        email: body.email === "smtp" || body.email === "off" ? body.email : "log",
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
