import { rowName, savedRows } from "./list-state";

/** How one kind of row is drawn and read back. */
export interface RowKind<Entry> {
  /** Names each row: "Snippet 2", "Website 1". */
  legend: string;
  blank: Entry;
  /** The row's labelled fields, each found again by its class name. */
  fields(entry: Entry): HTMLElement[];
  read(row: HTMLFieldSetElement): Entry;
  /** A row that holds nothing worth saving is left out. */
  empty(entry: Entry): boolean;
}

/**
 * A list's rows in a form (options page and popup): added and removed here,
 * saved together. The numbers in the legends follow the rows as they stand,
 * so a message about "Snippet 2" names the row the person sees.
 */
export class ListRows<Entry> {
  readonly #container: HTMLElement;
  readonly #kind: RowKind<Entry>;

  constructor(container: HTMLElement, kind: RowKind<Entry>) {
    this.#container = container;
    this.#kind = kind;
  }

  show(entries: Entry[]): void {
    this.#container.replaceChildren();
    for (const entry of entries) this.add(entry);
  }

  add(entry: Entry = this.#kind.blank): HTMLFieldSetElement {
    const row = document.createElement("fieldset");
    const legend = document.createElement("legend");
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "secondary";
    remove.textContent = "Remove";
    remove.addEventListener("click", () => {
      row.remove();
      this.#number();
    });
    row.append(legend, ...this.#kind.fields(entry), remove);
    this.#container.append(row);
    this.#number();
    return row;
  }

  /** The rows as typed, without the empty ones. */
  read(): Entry[] {
    const { entries } = this.#shown();
    return savedRows(entries, this.#kind.empty).map((position) => entries[position] as Entry);
  }

  /**
   * Marks field `name` of the `index`th entry `read` gave as what is wrong,
   * puts the caret there, and returns the row's name ("Snippet 2").
   */
  mark(index: number, name: string): string | undefined {
    const { rows, entries } = this.#shown();
    const row = rows[savedRows(entries, this.#kind.empty)[index] ?? -1];
    const field = row?.querySelector<HTMLElement>(`.${name}`);
    field?.setAttribute("aria-invalid", "true");
    field?.focus();
    return rowName(this.#kind.legend, entries, this.#kind.empty, index);
  }

  unmark(): void {
    for (const field of this.#container.querySelectorAll("[aria-invalid]"))
      field.removeAttribute("aria-invalid");
  }

  #shown() {
    const rows = [...this.#container.querySelectorAll("fieldset")];
    return { rows, entries: rows.map((row) => this.#kind.read(row)) };
  }

  #number() {
    [...this.#container.querySelectorAll("fieldset > legend")].forEach((legend, index) => {
      legend.textContent = `${this.#kind.legend} ${index + 1}`;
    });
  }
}
