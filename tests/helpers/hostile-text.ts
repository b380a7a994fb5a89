/**
 * Text shaped to make regular expressions backtrack: long runs of one
 * character, of whitespace, of a delimiter, alternations, and repeated words
 * the built-in writer's rules look for. Each maker fills exactly `length`
 * characters.
 */
export type HostileShape = [name: string, make: (length: number) => string];

function repeated(unit: string): (length: number) => string {
  return (length) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

const UNITS: Array<[string, string]> = [
  ["one letter", "a"],
  ["one capital", "F"],
  ["spaces", " "],
  ["tabs and line breaks", "\t\n"],
  ["line breaks and spaces", "\n "],
  ["commas", ","],
  ["full stops", "."],
  ["exclamation marks", "!"],
  ["dashes", "-"],
  ["angle brackets", "<"],
  ["NUL characters", "\u0000"],
  ["digits", "7"],
  ["'ab'", "ab"],
  ["'a@'", "a@"],
  ["'a.'", "a."],
  ["'te:' (a quote header's letters)", "te:"],
  ["'to '", "to "],
  ["'and to '", "and to "],
  ["'and that '", "and that "],
  ["'thanks for '", "thanks for "],
  ["'you r '", "you r "],
  ["'will send it and '", "will send it and "],
  ["'tell him that '", "tell him that "],
  ["'be nice '", "be nice "],
  ["'about the invoice, tell Anna '", "about the invoice, tell Anna "],
  ["'Thanks. '", "Thanks. "],
  ["'From: '", "From: "],
  ["'however we '", "however we "],
  ["'What do I answer? '", "What do I answer? "],
  ["'Priya asked if we can meet, '", "Priya asked if we can meet, "],
  ["'no, ' (a correction said again and again)", "no, "],
  ["'please go '", "please go "],
  ["'anna ' (a run of given names)", "anna "],
  [
    "'week of June I mean the third week ' (a correction that keeps the rest)",
    "week of June I mean the third week ",
  ],
];

export function hostileShapes(): HostileShape[] {
  return [
    ...UNITS.map(([name, unit]): HostileShape => [name, repeated(unit)]),
    ["a long word, then one full stop", (length) => `${"a".repeat(length - 1)}.`],
    ["'about' and spaces", (length) => `about${" ".repeat(length - 5)}`],
    [
      "a long word cut by a mark, then a closing said with a name",
      (length) => `${"a".repeat(length - 21)}. a best regards anna`,
    ],
    [
      "a long clause, then corrections of its first words",
      (length) => {
        const half = `the second week ${"of June ".repeat(Math.ceil(length / 16))}`.slice(
          0,
          length / 2,
        );
        return `${half}${"I mean the third week ".repeat(Math.ceil(length / 44))}`.slice(0, length);
      },
    ],
  ];
}
