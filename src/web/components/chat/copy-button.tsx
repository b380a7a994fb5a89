import { toast } from "sonner";
import { MESSAGES } from "../../../shared/messages";
import { logger } from "../../lib/logger";
import { ICONS, Icon } from "../icons";

/** Copies a reply's text (its markdown, as written) to the clipboard. */
export function CopyButton({ text }: { text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(MESSAGES.copied, { id: "copy" });
    } catch (error) {
      logger.warn("clipboard write refused", { error: String(error) });
      toast.error(MESSAGES.copyFailed, { id: "copy" });
    }
  };
  return (
    <button
      type="button"
      aria-label="Copy reply"
      title="Copy"
      onClick={() => void copy()}
      className="rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Icon d={ICONS.copy} className="h-3.5 w-3.5" />
    </button>
  );
}
