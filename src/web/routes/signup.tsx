import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { fullName, MESSAGES } from "../../shared";
import { AuthCard, primaryButton } from "../components/auth/auth-card";
import { EmailCode } from "../components/auth/email-code";
import { ErrorBox } from "../components/auth/error-box";
import { authErrorMessage } from "../components/auth/errors";
import { GoogleButton } from "../components/auth/google-button";
import { PasswordField } from "../components/auth/password-field";
import { TextField } from "../components/auth/text-field";
import { useAuthAction } from "../components/auth/use-auth-action";
import { useAuth } from "../lib/auth";
import { authClient } from "../lib/auth-client";
import { useUpdateProfile } from "../lib/profile";

export const Route = createFileRoute("/signup")({ component: SignUp });

interface Details {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

function SignUp() {
  const navigate = useNavigate();
  const [details, setDetails] = useState<Details | null>(null);
  const [step, setStep] = useState<"details" | "password">("details");
  if (step === "password" && details) {
    return <PasswordStep details={details} onBack={() => setStep("details")} />;
  }
  return (
    <DetailsStep
      initial={details}
      onBack={() => navigate({ to: "/" })}
      onContinue={(filled) => {
        setDetails(filled);
        setStep("password");
      }}
    />
  );
}

/** Going back from the password step finds the details as they were typed (`initial`). */
function DetailsStep({
  initial,
  onBack,
  onContinue,
}: {
  initial: Details | null;
  onBack: () => void;
  onContinue: (details: Details) => void;
}) {
  const [first, setFirst] = useState(initial?.first_name ?? "");
  const [last, setLast] = useState(initial?.last_name ?? "");
  const [username, setUsername] = useState(initial?.username ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const complete = [first, last, username, email].every((value) => value.trim() !== "");

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start writing with Verba for free."
      onBack={onBack}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          onContinue({
            first_name: first.trim(),
            last_name: last.trim(),
            username: username.trim(),
            email: email.trim(),
          });
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First name"
            required
            autoComplete="given-name"
            value={first}
            onValue={setFirst}
          />
          <TextField
            label="Last name"
            required
            autoComplete="family-name"
            value={last}
            onValue={setLast}
          />
        </div>
        <TextField
          label="Username"
          required
          autoComplete="username"
          value={username}
          onValue={setUsername}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onValue={setEmail}
        />
        <button type="submit" disabled={!complete} className={primaryButton}>
          Continue
        </button>
      </form>
      <GoogleButton onError={setError} />
      <ErrorBox message={error} />
      <p className="text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link to="/signin" className="font-medium text-brand hover:underline">
          Sign in
        </Link>
      </p>
      <p className="text-center text-xs text-gray-500">
        By continuing you agree to our{" "}
        <Link to="/terms" className="underline hover:text-gray-700">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="underline hover:text-gray-700">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}

function PasswordStep({ details, onBack }: { details: Details; onBack: () => void }) {
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  const updateProfile = useUpdateProfile();
  const { busy, error, setError, run } = useAuthAction();
  const [password, setPassword] = useState("");
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const name = fullName(details.first_name, details.last_name) ?? "";

  const finish = async () => {
    await refreshSession();
    await navigate({ to: "/dashboard" });
  };

  const createAccount = () =>
    run(async () => {
      // The server's sign-up hook stores first_name, last_name and username in the profile.
      const { data, error } = await authClient.signUp.email({ ...details, password, name });
      if (error) return authErrorMessage(error);
      // No session token: the server wants the email address confirmed first.
      if (!data?.token) {
        setNeedsConfirmation(true);
        return;
      }
      await finish();
    });

  /**
   * A code sign-in creates the account when it does not exist; the names and
   * username are saved after. A refused username (taken) leaves the person
   * signed in on this step: going back to change it and sending a new code
   * signs in to the same account and saves again.
   */
  const signUpWithCode = async (otp: string) => {
    const { error } = await authClient.signIn.emailOtp({ email: details.email, otp, name });
    if (error) return authErrorMessage(error);
    try {
      const { first_name, last_name, username } = details;
      await updateProfile.mutateAsync({ first_name, last_name, username });
    } catch (thrown) {
      if (thrown instanceof TRPCClientError && thrown.data?.code === "BAD_REQUEST") {
        return thrown.message;
      }
      throw thrown;
    }
    await finish();
  };

  if (needsConfirmation) {
    return (
      <AuthCard title="Confirm your email" onBack={onBack}>
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          {MESSAGES.confirmEmail}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a password"
      subtitle={details.email}
      onBack={() => {
        setError(null);
        onBack();
      }}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void createAccount();
        }}
      >
        <PasswordField
          value={password}
          onValue={setPassword}
          placeholder="Create a password"
          autoComplete="new-password"
        />
        <button type="submit" disabled={busy || password === ""} className={primaryButton}>
          {busy ? "Creating account..." : "Create account"}
        </button>
      </form>
      <EmailCode
        email={details.email}
        label="Continue with email code"
        busy={busy}
        run={run}
        onCode={signUpWithCode}
      />
      <ErrorBox message={error} />
    </AuthCard>
  );
}
