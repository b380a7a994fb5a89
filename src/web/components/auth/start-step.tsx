import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AuthCard, primaryButton } from "./auth-card";
import { GoogleButton } from "./google-button";

/**
 * The first step of both auth pages: who you are (the fields), Continue, the
 * Google way in, and below them the way to the other page.
 */
export function StartStep({
  title,
  subtitle,
  onBack,
  onContinue,
  continueDisabled,
  error,
  onError,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  onBack: () => void;
  onContinue: () => void;
  continueDisabled?: boolean;
  error: string | null;
  onError: (message: string) => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle} onBack={onBack} error={error} footer={footer}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        {children}
        <button type="submit" disabled={continueDisabled} className={primaryButton}>
          Continue
        </button>
      </form>
      <GoogleButton onError={onError} />
    </AuthCard>
  );
}

/** 'Don't have an account? Sign up' and its twin on the other page. */
export function OtherPageLink({
  question,
  to,
  label,
}: {
  question: string;
  to: "/signin" | "/signup";
  label: string;
}) {
  return (
    <p className="text-center text-sm text-gray-600">
      {question}{" "}
      <Link to={to} className="font-medium text-brand hover:underline">
        {label}
      </Link>
    </p>
  );
}
