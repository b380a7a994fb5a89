import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { fullName, MESSAGES } from "../../shared";
import { AuthCard } from "../components/auth/auth-card";
import { authErrorMessage } from "../components/auth/errors";
import { PasswordStep } from "../components/auth/password-step";
import { type SignUpDetails, SignUpDetailsStep } from "../components/auth/sign-up-details-step";
import { useAuthAction } from "../components/auth/use-auth-action";
import { useFinishSignIn } from "../components/auth/use-finish-sign-in";
import { authClient } from "../lib/auth-client";
import { useUpdateProfile } from "../lib/profile";

export const Route = createFileRoute("/signup")({ component: SignUp });

function SignUp() {
  const navigate = useNavigate();
  const [details, setDetails] = useState<SignUpDetails | null>(null);
  const [step, setStep] = useState<"details" | "password">("details");
  if (step === "password" && details) {
    return <SignUpPasswordStep details={details} onBack={() => setStep("details")} />;
  }
  return (
    <SignUpDetailsStep
      initial={details}
      onBack={() => navigate({ to: "/" })}
      onContinue={(filled) => {
        setDetails(filled);
        setStep("password");
      }}
    />
  );
}

function SignUpPasswordStep({ details, onBack }: { details: SignUpDetails; onBack: () => void }) {
  const finish = useFinishSignIn();
  const updateProfile = useUpdateProfile();
  const action = useAuthAction();
  const { setError, run } = action;
  const [password, setPassword] = useState("");
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const name = fullName(details.first_name, details.last_name) ?? "";

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
    <PasswordStep
      title="Choose a password"
      email={details.email}
      onBack={() => {
        setError(null);
        onBack();
      }}
      password={password}
      onPassword={setPassword}
      placeholder="Create a password"
      autoComplete="new-password"
      submitLabel="Create account"
      busyLabel="Creating account..."
      codeLabel="Continue with email code"
      action={action}
      onSubmit={createAccount}
      onCode={signUpWithCode}
    />
  );
}
