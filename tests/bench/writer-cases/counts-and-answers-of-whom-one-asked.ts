/**
 * Run-ons found by probing on 2026-11-28 (second session): a count after a
 * counted object ("we ordered 12 boxes 3 were damaged"), the answer of the
 * person one asked or wrote to ("I emailed the landlord he said next week"),
 * a question of its own before a statement ("what time is it my phone
 * died"), "it" as the object before an order ("we can move it see you
 * tomorrow", "I can do it call me later"), "let me know" as an order, and
 * languages and peoples said low ("she speaks english"), and a name greeted
 * before a wish ("hi tom hope you are well"), and a thing numbered by a
 * word ("lesson two was the hardest").
 * With their near misses: a numbered thing ("room 3 is free"), a
 * describing clause after a thing ("the price he said was fair"), and "ask"
 * with what is asked ("ask her when she is free").
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const COUNTS_AND_ANSWERS_OF_WHOM_ONE_ASKED: WriterCase[] = [
  written("we ordered 12 boxes 3 were damaged", "12 boxes. 3 were damaged."),
  written("they sent 40 chairs 5 are broken", "40 chairs. 5 are broken."),
  said("i bought 3 tickets 2 are for my parents", "3 tickets. 2 are for my parents."),
  written("we invited 50 people 30 came", "50 people. 30 came."),
  written("i asked the teacher she said it was fine", "teacher. She said it was fine."),
  said("i asked my boss he told me to wait", "boss. He told me to wait."),
  written("i emailed the landlord he said next week", "landlord. He said next week."),
  written("i called the plumber he explained the problem", "plumber. He explained"),
  written("what time is it my phone died", "What time is it? My phone died."),
  said("how are you we missed you at the party", "How are you? We missed you"),
  written("where is he the bus is leaving", "Where is he? The bus is leaving."),
  written("no problem we can move it see you tomorrow", "move it. See you tomorrow."),
  said("i will fix it see you monday", "fix it. See you Monday."),
  written("i can do it call me later", "do it. Call me later."),
  written("we did it the team is happy", "We did it. The team is happy."),
  written("please check the file let me know", "file. Let me know."),
  written("have a look at the draft let us know what you think", "draft. Let us know what"),
  {
    via: "write",
    say: "our new tutor speaks english and japanese she starts monday",
    keep: ["English", "Japanese"],
    punctuated: ["Japanese. She starts Monday."],
  },
  {
    via: "reply",
    say: "we use a german supplier for the parts",
    keep: ["German"],
    context: "Who makes the parts?",
  },
  written("hi tom hope you are well the parcel arrived", "Hi Tom, hope you are well. The parcel"),
  said("hello maria hope all is good with the move", "Hello Maria, hope all is good"),
  written("lesson two was the hardest the rest was easy", "Lesson two was the hardest. The rest"),
  {
    via: "chat",
    say: "gate five is closed use gate six",
    keep: [],
    punctuated: ["Gate five is closed. Use gate six."],
  },
  // Near misses.
  written("i hope you are well", "I hope you are well."),
  written("did it work", "Did it work?"),
  written("the manager let me know yesterday", "The manager let me know yesterday."),
  written("can you bring us the menu we are ready", "bring us the menu? We are ready."),
  written("we booked 2 rooms room 3 is free", "2 rooms. Room 3 is free."),
  written("room 3 is free after lunch", "Room 3 is free after lunch."),
  written("the price he said was fair", "The price he said was fair."),
  written("the date she mentioned works for me", "The date she mentioned works for me."),
  written("i met the guy she is dating", "I met the guy she is dating."),
  written("what time is it in tokyo", "What time is it in Tokyo?"),
];
