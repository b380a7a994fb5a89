import { useAuth } from "../../../lib/auth";

/** The names the dashboard greets and shows the signed-in person by: the profile's first, then the account's. */
export function useUserNames() {
  const { user, profile } = useAuth();
  const firstName = profile?.first_name ?? user?.name.trim().split(/\s+/)[0] ?? "";
  const profileName = [profile?.first_name, profile?.last_name].filter(Boolean).join(" ").trim();
  const fullName = profileName || user?.name.trim() || "User";
  return { firstName, fullName, email: user?.email ?? "" };
}
