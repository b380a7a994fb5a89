import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { OtherPageLink, StartStep } from "./start-step";
import { TextField } from "./text-field";

export interface SignUpDetails {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
}

/** Sign-up's first step. Going back from the password step finds the details as they were typed (`initial`). */
export function SignUpDetailsStep({
  initial,
  onBack,
  onContinue,
}: {
  initial: SignUpDetails | null;
  onBack: () => void;
  onContinue: (details: SignUpDetails) => void;
}) {
  const [first, setFirst] = useState(initial?.first_name ?? "");
  const [last, setLast] = useState(initial?.last_name ?? "");
  const [username, setUsername] = useState(initial?.username ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const complete = [first, last, username, email].every((value) => value.trim() !== "");

  return (
    <StartStep
      title="Create your account"
      subtitle="Start writing with Verba for free."
      onBack={onBack}
      onContinue={() => {
        if (!complete) return;
        onContinue({
          first_name: first.trim(),
          last_name: last.trim(),
          username: username.trim(),
          email: email.trim(),
        });
      }}
      continueDisabled={!complete}
      error={error}
      onError={setError}
      footer={
        <>
          <OtherPageLink question="Already have an account?" to="/signin" label="Sign in" />
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
        </>
      }
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
    </StartStep>
  );
}
