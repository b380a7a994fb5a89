import { useState } from "react";
import { authClient } from "../../lib/auth-client";
import { primaryButton } from "./auth-card";
import { authErrorMessage } from "./errors";
import { TextField } from "./text-field";

/** The authenticator-app step a password sign-in answers with when two-factor is on. */
export function TwoFactorForm({
  busy,
  run,
  onVerified,
}: {
  busy: boolean;
  run: (action: () => Promise<string | undefined>) => Promise<void>;
  onVerified: () => Promise<void>;
}) {
  const [code, setCode] = useState("");
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
          if (error) return authErrorMessage(error);
          await onVerified();
        });
      }}
    >
      <TextField
        label="Authenticator code"
        value={code}
        onValue={setCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="submit" disabled={busy || code.trim() === ""} className={primaryButton}>
        Verify
      </button>
    </form>
  );
}
