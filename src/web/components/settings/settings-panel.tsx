import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { MESSAGES } from "../../../shared/messages";
import { updateProfileSchema } from "../../../shared/schemas/profile";
import { useAuth } from "../../lib/auth";
import { authClient } from "../../lib/auth-client";
import { logger } from "../../lib/logger";
import { useUpdateProfile } from "../../lib/profile";
import { api } from "../../lib/query";
import { ErrorAlert } from "../forms/error-alert";
import { INPUT_CLASS } from "../forms/field";
import { Spinner } from "../forms/spinner";
import { ICONS, Icon } from "../icons";
import { DataExportCard } from "./data-export-card";
import { DictionaryCard } from "./dictionary-card";
import { SnippetsCard } from "./snippets-card";
import { StylesCard } from "./styles-card";

/** The in-page settings: profile card, voice choice, personal dictionary, Delete Account, Log Out All Devices, your data, legal links. */
export interface SettingsPanelProps {
  onBack: () => void;
  /** The saved voice's name. */
  voiceName: string;
  /** Opens the voice settings dialog (the control bar's), to pick, preview and save a voice. */
  onVoiceSettings: () => void;
}

export const DELETE_CONFIRM =
  "Are you sure you want to delete your account? This action cannot be undone.";
export const DELETE_SUCCESS =
  "Account deleted successfully. You will be redirected to the home page.";
export const LOG_OUT_ALL_CONFIRM =
  "Log out of all devices? Every browser and extension signed in to this account, this one included, will need to sign in again.";
export const LOG_OUT_ALL_DONE = "Logged out of all devices";
export const LOG_OUT_ALL_DONE_DETAIL = "Sign in again to continue.";

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "";

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50";
const PRIMARY = `${BUTTON} bg-brand text-white hover:bg-brand-dark`;
const SECONDARY = `${BUTTON} border border-gray-300 bg-white text-gray-700 hover:bg-gray-100`;

export function SettingsPanel({ onBack, voiceName, onVoiceSettings }: SettingsPanelProps) {
  return (
    <section aria-label="Settings" className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-6">
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label="Back"
          onClick={onBack}
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100"
        >
          <Icon d={ICONS.chevronLeft} className="size-5" strokeWidth={2} />
        </button>
        <h1 className="text-2xl font-semibold text-gray-900">Settings</h1>
      </div>
      <ProfileCard />
      <VoiceCard voiceName={voiceName} onVoiceSettings={onVoiceSettings} />
      <DictionaryCard />
      <SnippetsCard />
      <StylesCard />
      <AccountCard />
      <DataExportCard />
      <nav aria-label="Legal" className="flex gap-6 text-sm">
        <a
          href="/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand hover:underline"
        >
          Privacy Policy
        </a>
        <a
          href="/terms"
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand hover:underline"
        >
          Terms of Service
        </a>
      </nav>
    </section>
  );
}

function ProfileCard() {
  const { user, profile } = useAuth();
  const updateProfile = useUpdateProfile();
  const saving = updateProfile.isPending;
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const startEditing = () => {
    setFirstName(profile?.first_name ?? "");
    setLastName(profile?.last_name ?? "");
    setError(null);
    setEditing(true);
  };

  const cancel = () => {
    setFirstName(profile?.first_name ?? "");
    setLastName(profile?.last_name ?? "");
    setError(null);
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse({ first_name: firstName, last_name: lastName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.profileNameRequired);
      return;
    }
    setError(null);
    try {
      await updateProfile.mutateAsync({ first_name: firstName, last_name: lastName });
      setEditing(false);
    } catch (caught) {
      logger.error("profile update failed", { error: String(caught) });
      setError(
        (caught instanceof TRPCClientError && errorMessage(caught)) || MESSAGES.profileSaveFailed,
      );
    }
  };

  const fullName =
    profile?.full_name || [profile?.first_name, profile?.last_name].filter(Boolean).join(" ");
  const email = profile?.email ?? user?.email ?? "";

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-gray-900">Profile</h2>
        {!editing && (
          <button type="button" onClick={startEditing} disabled={!profile} className={SECONDARY}>
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label
                htmlFor="settings-first-name"
                className="mb-1 block text-sm font-medium text-gray-700"
              >
                First name
              </label>
              <input
                id="settings-first-name"
                className={INPUT_CLASS}
                value={firstName}
                maxLength={100}
                disabled={saving}
                onChange={(event) => setFirstName(event.target.value)}
              />
            </div>
            <div>
              <label
                htmlFor="settings-last-name"
                className="mb-1 block text-sm font-medium text-gray-700"
              >
                Last name
              </label>
              <input
                id="settings-last-name"
                className={INPUT_CLASS}
                value={lastName}
                maxLength={100}
                disabled={saving}
                onChange={(event) => setLastName(event.target.value)}
              />
            </div>
          </div>
          {error && <ErrorAlert message={error} />}
          <div className="flex gap-3">
            <button type="submit" disabled={saving} className={PRIMARY}>
              {saving && <Spinner />}
              {saving ? "Saving..." : "Save"}
            </button>
            <button type="button" onClick={cancel} disabled={saving} className={SECONDARY}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <ProfileRow label="First name" value={profile?.first_name} />
          <ProfileRow label="Last name" value={profile?.last_name} />
          <ProfileRow label="Full name" value={fullName} />
          <ProfileRow label="Email" value={email} />
        </dl>
      )}
    </div>
  );
}

function ProfileRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd
        className="text-gray-900"
        data-testid={`profile-${label.toLowerCase().replace(" ", "-")}`}
      >
        {value || "—"}
      </dd>
    </div>
  );
}

function VoiceCard({ voiceName, onVoiceSettings }: Omit<SettingsPanelProps, "onBack">) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-gray-900">Voice</h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-700">
          The agent speaks with{" "}
          <span data-testid="settings-voice-name" className="font-medium text-gray-900">
            {voiceName}
          </span>
        </p>
        <button type="button" onClick={onVoiceSettings} className={SECONDARY}>
          Choose voice
        </button>
      </div>
    </div>
  );
}

function AccountCard() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const deleteMutation = useMutation(api.profile.delete.mutationOptions());
  const [busy, setBusy] = useState<"delete" | "logout" | null>(null);

  /** The session may already be gone (deleted or revoked): signing out then only clears the page. */
  const quietSignOut = async () => {
    try {
      await signOut();
    } catch {
      // Already logged by the auth layer; the server side is signed out anyway.
    }
  };

  const deleteAccount = async () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setBusy("delete");
    try {
      await deleteMutation.mutateAsync();
    } catch (caught) {
      logger.error("account delete failed", { error: String(caught) });
      window.alert(
        `Failed to delete account: ${errorMessage(caught) || MESSAGES.unexpected}. Please try again.`,
      );
      setBusy(null);
      return;
    }
    window.alert(DELETE_SUCCESS);
    await quietSignOut();
    await navigate({ to: "/" });
  };

  const logOutAllDevices = async () => {
    if (!window.confirm(LOG_OUT_ALL_CONFIRM)) return;
    setBusy("logout");
    try {
      const { error } = await authClient.revokeSessions();
      if (error) throw new Error(error.message || `Request failed (${error.status})`);
    } catch (caught) {
      logger.error("revoke sessions failed", { error: String(caught) });
      window.alert(
        `Failed to log out all devices: ${errorMessage(caught) || MESSAGES.unexpected}. Please try again.`,
      );
      setBusy(null);
      return;
    }
    toast.success(LOG_OUT_ALL_DONE, { description: LOG_OUT_ALL_DONE_DETAIL });
    await quietSignOut();
    await navigate({ to: "/signin" });
  };

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-gray-900">Account</h2>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={logOutAllDevices}
          disabled={busy !== null}
          className={SECONDARY}
        >
          {busy === "logout" && <Spinner />}
          Log Out All Devices
        </button>
        <button
          type="button"
          onClick={deleteAccount}
          disabled={busy !== null}
          className={`${BUTTON} bg-red-600 text-white hover:bg-red-700`}
        >
          {busy === "delete" && <Spinner />}
          Delete Account
        </button>
      </div>
    </div>
  );
}
