import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { AuthCard } from "../components/auth/auth-card";
import { authErrorMessage, redirectErrorMessage } from "../components/auth/errors";
import { PasswordStep } from "../components/auth/password-step";
import { OtherPageLink, StartStep } from "../components/auth/start-step";
import { TextField } from "../components/auth/text-field";
import { TwoFactorForm } from "../components/auth/two-factor-form";
import { useAuthAction } from "../components/auth/use-auth-action";
import { useFinishSignIn } from "../components/auth/use-finish-sign-in";
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
  const finish = useFinishSignIn();
  const action = useAuthAction();
  const { busy, error, setError, run } = action;
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { error: redirected } = Route.useSearch();

  useEffect(() => {
    if (redirected) setError(redirectErrorMessage(redirected));
  }, [redirected, setError]);

  const back = () => {
    setError(null);
    if (step === "email") void navigate({ to: "/" });
    else setStep("email");
  };

  if (step === "email") {
    return (
      <StartStep
        title="Sign in"
        subtitle="Welcome back to Verba."
        onBack={back}
        onContinue={() => {
          if (email.trim()) setStep("password");
        }}
        error={error}
        onError={setError}
        footer={<OtherPageLink question="Don't have an account?" to="/signup" label="Sign up" />}
      >
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onValue={setEmail}
        />
      </StartStep>
    );
  }

  if (step === "two-factor") {
    return (
      <AuthCard
        title="Two-factor authentication"
        subtitle="Enter the code from your authenticator app."
        onBack={back}
        error={error}
      >
        <TwoFactorForm busy={busy} run={run} onVerified={finish} />
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
    <PasswordStep
      title="Enter your password"
      email={email.trim()}
      onBack={back}
      password={password}
      onPassword={setPassword}
      autoComplete="current-password"
      submitLabel="Sign in"
      busyLabel="Signing in..."
      codeLabel="Email sign-in code"
      action={action}
      onSubmit={signInWithPassword}
      onCode={signInWithCode}
    />
  );
}
