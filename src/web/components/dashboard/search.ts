/**
 * The dashboard's selection, kept in the URL: `?session=<id>`, `?view=chat|settings`,
 * and `&message=<id>`, the message a search hit opened the session at.
 */
export interface DashboardSearch {
  session?: string;
  view?: "chat" | "settings";
  message?: string;
}

export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const result: DashboardSearch = {};
  if (typeof search.session === "string" && search.session.trim()) {
    result.session = search.session.trim();
  } else if (typeof search.session === "number") {
    result.session = String(search.session);
  }
  if (search.view === "chat" || search.view === "settings") result.view = search.view;
  if (result.session && typeof search.message === "string" && search.message.trim()) {
    result.message = search.message.trim();
  }
  return result;
}
