/** A name signed at the end of a message's last line: after a closing, or alone after a sentence. */
import { describe, expect, it } from "vitest";
import { nameSignedAtLineEnd } from "../../../../../../src/server/ai/llm/writing-engine/signed-names";

describe("nameSignedAtLineEnd", () => {
  it.each([
    ["Could you send the slides before Thursday? Thanks, Ingrid", "Ingrid"],
    ["See you at the opening. Kind regards, Tomasz Wójcik", "Tomasz Wójcik"],
    ["Is the car ready for pickup today? Obinna", "Obinna"],
    ["Here are the photos. Cheers Mateo", "Mateo"],
    ["What time does the bus leave? Saludos, Esperanza", "Esperanza"],
    ["Could you send them by noon? Thanks in advance, Ingrid", "Ingrid"],
    ["Where is the form? - Anneke", "Anneke"],
    ["Please call me. Yours sincerely, Dr. Amara Okafor", "Dr. Amara Okafor"],
    ["We will meet in Madrid.", undefined],
    ["Thanks, see you soon.", undefined],
    ["The party is on Friday. Monday", undefined],
    ["Let's meet at the station. Bye", undefined],
    ["Is the car ready today?", undefined],
  ])("%j signs %j", (line, name) => {
    expect(nameSignedAtLineEnd(line, false)).toBe(name);
  });

  it("reads a name alone on the last line only below the message", () => {
    expect(nameSignedAtLineEnd("Obinna", true)).toBe("Obinna");
    expect(nameSignedAtLineEnd("Obinna", false)).toBeUndefined();
  });
});
