/** A selection asked as bullet points. */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { asPoints } from "../../../../../../src/server/ai/llm/writing-engine/selection-lists";

describe("asPoints", () => {
  it("makes one sentence's series points after its lead", () => {
    expect(asPoints("Bring your passport, a pen and the form.")).toBe(
      "Bring:\n- Your passport\n- A pen\n- The form.",
    );
  });

  it("makes each sentence a point when there are several", () => {
    expect(asPoints("The room is booked. Lunch is at noon. Please bring slides.")).toBe(
      "- The room is booked\n- Lunch is at noon\n- Please bring slides.",
    );
  });

  it("makes a sentence with no series of three one point", () => {
    expect(asPoints("Milk and eggs.")).toBe("- Milk and eggs.");
  });
});

describe("a rewrite asked as a list", () => {
  it.each(["turn it into bullet points", "as a bulleted list please", "itemise this"])(
    "%s",
    (instruction) => {
      expect(
        transform({ text: "We need milk, eggs, bread and coffee for the office.", instruction }),
      ).toBe("We need:\n- Milk\n- Eggs\n- Bread\n- Coffee for the office.");
    },
  );
});
