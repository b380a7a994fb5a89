/**
 * Run-ons around how people open and close what they say: a question before
 * news, an interjection, a name called, a clause fronted by "if" or "when",
 * and a closing wish tacked on ("have a nice weekend").
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const OPENERS_AND_CLOSERS: WriterCase[] = [
  typed("the report is attached have a nice weekend", "attached. Have a nice weekend."),
  said("thanks for the help see you tomorrow", "the help. See you tomorrow."),
  typed("the draft looks good talk soon", "looks good. Talk soon."),
  said("if you need anything let me know", "If you need anything, let me know."),
  said("when you arrive call me from the lobby", "When you arrive, call me from the lobby."),
  typed("if it rains we will move the party inside", "If it rains, we will move the party"),
  said("oh no the train is late again", "Oh no, the train is late again."),
  typed("sure I can do that tomorrow", "Sure, I can do that tomorrow."),
  said("wow that was fast thank you", "Wow, that was fast. Thank you."),
  typed("anyway we should decide by Friday", "Anyway, we should decide by Friday."),
  {
    via: "reply",
    say: "are you free tomorrow we could grab lunch",
    context: "Hi,\nLong time no see!\nDana",
    keep: [],
    punctuated: ["Are you free tomorrow? We could grab lunch."],
  },
  {
    via: "reply",
    say: "do you have time on Friday I need your help with the budget",
    context: "Hi,\nHow are things?\nDana",
    keep: ["Friday"],
    punctuated: ["time on Friday? I need your help"],
  },
  typed("because of the storm the flight was cancelled", "the storm, the flight was cancelled."),
  said("take care see you next week", "Take care. See you next week."),
];
