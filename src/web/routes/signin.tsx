import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { AuthCard, primaryButton } from "../components/auth/auth-card";
import { EmailCode } from "../components/auth/email-code";
import { ErrorBox } from "../components/auth/error-box";
import { authErrorMessage, redirectErrorMessage } from "../components/auth/errors";
import { GoogleButton } from "../components/auth/google-button";
import { PasswordField } from "../components/auth/password-field";
import { TextField } from "../components/auth/text-field";
import { TwoFactorForm } from "../components/auth/two-factor-form";
import { useAuthAction } from "../components/auth/use-auth-action";
import { useAuth } from "../lib/auth";
import { authClient } from "../lib/auth-client";

export const Route = createFileRoute("/signin")({
  // Where a sign-in that left the page (Google) comes back when it was refused.
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === "string" ? { error: search.error } : {},
  component: SignIn,
});

type Step = "email" | "password" | "two-factor";

function SignIn() {
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  const { busy, error, setError, run } = useAuthAction();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { error: redirected } = Route.useSearch();

  useEffect(() => {
    if (redirected) setError(redirectErrorMessage(redirected));
  }, [redirected, setError]);

  const finish = async () => {
    await refreshSession();
    await navigate({ to: "/dashboard" });
  };

  const back = () => {
    setError(null);
    if (step === "email") void navigate({ to: "/" });
    else setStep("email");
  };

  if (step === "email") {
    return (
      <AuthCard title="Sign in" subtitle="Welcome back to Verba." onBack={back}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) setStep("password");
          }}
        >
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onValue={setEmail}
          />
          <button type="submit" className={primaryButton}>
            Continue
          </button>
        </form>
        <GoogleButton onError={setError} />
        <ErrorBox message={error} />
        <p className="text-center text-sm text-gray-600">
          Don't have an account?{" "}
          <Link to="/signup" className="font-medium text-brand hover:underline">
            Sign up
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (step === "two-factor") {
    return (
      <AuthCard
        title="Two-factor authentication"
        subtitle="Enter the code from your authenticator app."
        onBack={back}
      >
        <TwoFactorForm busy={busy} run={run} onVerified={finish} />
        <ErrorBox message={error} />
      </AuthCard>
    );
  }

  const signInWithPassword = () =>
    run(async () => {
      const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) return authErrorMessage(error);
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setStep("two-factor");
        return;
      }
      await finish();
    });

  const signInWithCode = async (otp: string) => {
    const { error } = await authClient.signIn.emailOtp({ email: email.trim(), otp });
    if (error) return authErrorMessage(error);
    await finish();
  };

  return (
    <AuthCard title="Enter your password" subtitle={email} onBack={back}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void signInWithPassword();
        }}
      >
        <PasswordField value={password} onValue={setPassword} autoComplete="current-password" />
        <button type="submit" disabled={busy || password === ""} className={primaryButton}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <EmailCode
        email={email.trim()}
        label="Email sign-in code"
        busy={busy}
        run={run}
        onCode={signInWithCode}
      />
      <ErrorBox message={error} />
    </AuthCard>
  );
}
