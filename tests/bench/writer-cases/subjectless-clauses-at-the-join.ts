/**
 * Clauses said without their subject, or with a learner's verb, where they
 * meet the clause before: "… bring your passport is very important" (the
 * object is no subject, and "it" is left unsaid), "he bring the documents",
 * "nobody answer me", and a statement opened by a bare "is" ("is raining a
 * lot"). With near misses whose noun phrase is the subject of that "is".
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SUBJECTLESS_CLAUSES_AT_THE_JOIN: WriterCase[] = [
  written(
    "please dont forget to bring your passport is very important",
    "your passport. It is very important.",
  ),
  written(
    "in my country we dont celebrate this holiday is very interesting",
    "this holiday. It is very interesting.",
  ),
  written(
    "last week i went to berlin for a conference was very useful",
    "conference. It was very useful.",
  ),
  written("i bought a new phone is very fast", "I bought a new phone. It is very fast."),
  written("we visited the museum was closed", "We visited the museum. It was closed."),
  written("when you have time please check my email is urgent", "my email. It is urgent."),
  written(
    "the teacher told that the exam is on monday is very difficult",
    "Monday. It is very difficult.",
  ),
  written("the movie was long was boring too", "long. It was boring too."),
  said(
    "we tried the new restaurant near the station was really good",
    "station. It was really good.",
  ),
  written("i cooked the soup was too salty", "I cooked the soup. It was too salty."),
  written(
    "i think the weather in spain is very nice",
    "I think the weather in Spain is very nice.",
  ),
  written("the guy we met at the conference was very nice", "the conference was very nice"),
  said("the phone you recommended is very fast", "The phone you recommended is very fast."),
  written("my husband arrive at 7 he bring the documents", "at 7. He bring the documents."),
  written("already i told him three times he never listen", "three times. He never listen."),
  written("yesterday i have sent the invoice nobody answer me", "invoice. Nobody answer me."),
  written(
    "the internet is very slow since monday i called the company nothing change",
    "company. Nothing change.",
  ),
  said("my sister work in a hospital she bring always food for us", "hospital. She bring"),
  written("is raining a lot i think we cancel the picnic", "It is raining a lot. I think"),
  written("is very cold today take a jacket", "It is very cold today. Take a jacket."),
  written("is it raining there", "Is it raining there?"),
];
