import { DropdownMenu } from "radix-ui";
import { toast } from "sonner";
import { MESSAGES } from "../../../shared/messages";
import type { ExportFormat } from "../../../shared/schemas/export";
import { saveFile } from "../../lib/download";
import { logger } from "../../lib/logger";
import { trpc } from "../../lib/trpc";

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "markdown", label: "Export as Markdown" },
  { format: "text", label: "Export as text" },
  { format: "json", label: "Export as JSON" },
];

async function exportSession(id: string, format: ExportFormat) {
  try {
    saveFile(await trpc.sessions.export.query({ id, format }));
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
  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <DropdownMenu.Item
          key={format}
          className={itemClassName}
          onSelect={() => void exportSession(sessionId, format)}
        >
          {label}
        </DropdownMenu.Item>
      ))}
    </>
  );
}
