import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { MESSAGES } from "../../../shared/messages";
import { saveFile } from "../../lib/download";
import { logger } from "../../lib/logger";
import { api } from "../../lib/query";
import { Spinner } from "../forms/spinner";

/** The privacy policy's right to a copy: everything kept about the person, as one JSON file. */
export function DataExportCard() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const exportData = async () => {
    setBusy(true);
    try {
      // Read afresh each time and not kept: the file is a copy of the account as it is now.
      saveFile(
        await queryClient.fetchQuery({
          ...api.profile.export.queryOptions(),
          staleTime: 0,
          gcTime: 0,
        }),
      );
    } catch (error) {
      logger.error("data export failed", { error: String(error) });
      toast.error(MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="mb-1 text-lg font-semibold text-gray-900">Your data</h2>
      <p className="mb-4 text-sm text-gray-600">
        Download everything Verba keeps about you as one JSON file: your account, profile and
        sign-ins, every session with its messages, your dictionary, snippets and styles, and your
        feedback and contact messages. Passwords and other secrets are never in it.
      </p>
      <button
        type="button"
        onClick={() => void exportData()}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50"
      >
        {busy && <Spinner />}
        Export my data
      </button>
    </div>
  );
}
