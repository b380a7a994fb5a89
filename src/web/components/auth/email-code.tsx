import { useState } from "react";
import { MESSAGES } from "../../../shared";
import { authClient } from "../../lib/auth-client";
import { useServerFeatures } from "../../lib/server-features";
import { primaryButton, secondaryButton } from "./auth-card";
import { authErrorMessage } from "./errors";
import { TextField } from "./text-field";

/**
 * Sign-in by a 6-digit code mailed to `email`: the first press sends it, then
 * the code field appears. `onCode` signs in with it and returns an error message.
 * A server that cannot send mail says so in its place, rather than pretending to send.
 */
export function EmailCode({
  email,
  label,
  busy,
  run,
  onCode,
}: {
  email: string;
  label: string;
  busy: boolean;
  run: (action: () => Promise<string | undefined>) => Promise<void>;
  onCode: (code: string) => Promise<string | undefined>;
}) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const delivery = useServerFeatures()?.email;

  const send = () =>
    run(async () => {
      const { error } = await authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" });
      if (error) return authErrorMessage(error);
      setSent(true);
    });

  if (delivery === "off") {
    return (
      <p role="note" className="text-center text-sm text-gray-600">
        {MESSAGES.emailNotSetUp}
      </p>
    );
  }
  if (!sent) {
    return (
      <button type="button" onClick={send} disabled={busy} className={secondaryButton}>
        {label}
      </button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => onCode(code.trim()));
      }}
    >
      <p className="text-sm text-gray-600">We sent a 6-digit code to {email}.</p>
      <TextField
        label="Sign-in code"
        value={code}
        onValue={setCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
      />
      <button type="submit" disabled={busy || code.trim().length !== 6} className={primaryButton}>
        Sign in with code
      </button>
      <button
        type="button"
        onClick={send}
        disabled={busy}
        className="text-sm text-brand hover:underline"
      >
        Send a new code
      </button>
    </form>
  );
}
