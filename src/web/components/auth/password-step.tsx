import { AuthCard, primaryButton } from "./auth-card";
import { EmailCode } from "./email-code";
import { PasswordField } from "./password-field";
import type { useAuthAction } from "./use-auth-action";

type Action = ReturnType<typeof useAuthAction>;

/**
 * The second step of both auth pages: a password for the email the first
 * step took, or a code mailed to it instead.
 */
export function PasswordStep({
  title,
  email,
  onBack,
  password,
  onPassword,
  placeholder,
  autoComplete,
  submitLabel,
  busyLabel,
  codeLabel,
  action,
  onSubmit,
  onCode,
}: {
  title: string;
  email: string;
  onBack: () => void;
  password: string;
  onPassword: (password: string) => void;
  placeholder?: string;
  autoComplete: "current-password" | "new-password";
  submitLabel: string;
  busyLabel: string;
  codeLabel: string;
  action: Action;
  onSubmit: () => Promise<void>;
  onCode: (code: string) => Promise<string | undefined>;
}) {
  const { busy, error, run } = action;
  return (
    <AuthCard title={title} subtitle={email} onBack={onBack} error={error}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <PasswordField
          value={password}
          onValue={onPassword}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
        <button type="submit" disabled={busy || password === ""} className={primaryButton}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
      <EmailCode email={email} label={codeLabel} busy={busy} run={run} onCode={onCode} />
    </AuthCard>
  );
}
