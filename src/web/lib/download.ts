import type { ExportFile } from "../../shared/schemas/export";

/** Hands a file the server made to the browser's downloads, under its own name. */
export function saveFile(file: ExportFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.content_type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
