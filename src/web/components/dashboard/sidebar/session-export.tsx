import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { DropdownMenu } from "radix-ui";
import { toast } from "sonner";
import { MESSAGES } from "../../../../shared/messages";
import type { ExportFormat } from "../../../../shared/schemas/export";
import { saveFile } from "../../../lib/download";
import { logger } from "../../../lib/logger";
import { api } from "../../../lib/query";

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "markdown", label: "Export as Markdown" },
  { format: "text", label: "Export as text" },
  { format: "json", label: "Export as JSON" },
];

async function exportSession(queryClient: QueryClient, id: string, format: ExportFormat) {
  try {
    // Read afresh each time and not kept: a download is a copy of the session as it is now.
    saveFile(
      await queryClient.fetchQuery({
        ...api.sessions.export.queryOptions({ id, format }),
        staleTime: 0,
        gcTime: 0,
      }),
    );
  } catch (error) {
    logger.error("session export failed", { error: String(error) });
    toast.error(MESSAGES.exportFailed);
  }
}

/** The session menu's downloads: the conversation as Markdown, plain text or JSON. */
export function SessionExportItems({
  sessionId,
  itemClassName,
}: {
  sessionId: string;
  itemClassName: string;
}) {
  const queryClient = useQueryClient();
  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <DropdownMenu.Item
          key={format}
          className={itemClassName}
          onSelect={() => void exportSession(queryClient, sessionId, format)}
        >
          {label}
        </DropdownMenu.Item>
      ))}
    </>
  );
}
