import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";

/** Spec §9: session titles are at most 100 characters. */
export const SESSION_TITLE_MAX = 100;

function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const secondary =
  "rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-50";

/** Spec §2 Dialogs, §5: Save is disabled when the name is empty or unchanged. */
export function RenameSessionDialog({
  open,
  currentTitle,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  currentTitle: string;
  onOpenChange: (open: boolean) => void;
  onSave: (title: string) => Promise<void>;
}) {
  const [value, setValue] = useState(currentTitle);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setValue(currentTitle);
  }, [open, currentTitle]);
  const trimmed = value.trim();
  const canSave = !saving && trimmed.length > 0 && trimmed !== currentTitle;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      await onSave(trimmed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Rename chat"
      description="Give this conversation a name you will recognise."
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <input
          aria-label="Session name"
          placeholder="Enter session name"
          maxLength={SESSION_TITLE_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-brand focus:outline-none"
        />
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className={secondary}>
              Cancel
            </button>
          </Dialog.Close>
          <button
            type="submit"
            disabled={!canSave}
            className="rounded-lg bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:opacity-50"
          >
            Save
          </button>
        </div>
      </form>
    </DialogShell>
  );
}

export function DeleteSessionDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure you want to delete this chat?"
      description="This action cannot be undone."
    >
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <button type="button" className={secondary}>
            Cancel
          </button>
        </Dialog.Close>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={deleting}
          className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50"
        >
          Delete
        </button>
      </div>
    </DialogShell>
  );
}
