/**
 * A fourth private held-out split of
 * set-phrases-of-courtesy-and-whom-they-address.ts, written after the
 * reading was made more general from the third and before looking at how
 * the writer does on these: other phrases, names and tenses, and near misses.
 * Scored once (fe61f89): clauses set apart 18/18 (100%) beside the tuned
 * 100%; then the file became a tuned one.
 */
import { written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_4: WriterCase[] = [
  written("thanks Rafael the boat was ready on time", ", Rafael. The boat was ready on time."),
  written("many thanks everyone the hall looked beautiful", "everyone. The hall looked beautiful."),
  written("sorry Mr Lindqvist the flight got cancelled", "Mr Lindqvist. The flight got cancelled."),
  written("well done Zanele the judges loved your song", "Zanele. The judges loved your song."),
  written("great job Arjun the bug never came back", "Arjun. The bug never came back."),
  written("apologies team the server went down overnight", "team. The server went down overnight."),
  written("thank you dmitri the heater has been fixed", ", Dmitri. The heater has been fixed."),
  written("the boxes are packed sorry again Esperanza", "packed. Sorry again, Esperanza."),
  written("the visa finally came through cheers", "through. Cheers"),
  written("we just got home good night", "home. Good night."),
  written("the dog is fed no worries", "fed. No worries."),
  written("quick question Ngoc do we need the passport", "Ngoc", "passport?"),
  written("congratulations Fatima your paper was accepted", "Fatima. Your paper was accepted."),
  written("nice work team the app finally loads fast", "team. The app finally loads fast."),
  // Near misses.
  written("sorry for the late reply", "Sorry for the late reply."),
  written("they gave him a good job", "They gave him a good job."),
  written("thanks to Ana the trip went well", "Thanks to Ana"),
  written("she said good night to everyone", "She said good night to everyone."),
];
