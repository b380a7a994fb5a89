/**
 * A noun, then a pronoun or a name and its verb, with no "that": the words
 * describe the noun only when they leave a gap it fills, the verb's object
 * or a preposition's ("the file I sent him", "the woman he talked to", "the
 * way she talks to customers", told by the noun itself); where the slot is
 * filled ("I left them on the table", "it hit the floor", "she agreed to
 * the refund", "he brought water") or the verb takes none ("he called back",
 * "she picked up"), they open a sentence of their own. Said by people of
 * many first languages, in offices and at home, written before the fix.
 */
import { keeping, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const FILLED_SLOTS_AFTER_A_NOUN: WriterCase[] = [
  // The verb's slot is filled: a sentence of its own.
  said("i sent him the file he said thanks", "the file. He said"),
  said("don't forget the keys i left them on the table", "keys. I left them on the table."),
  said("i talked to the manager she agreed to the refund", "manager. She agreed to the refund."),
  said("i emailed the landlord he called back", "landlord. He called back."),
  said("i dropped the phone it hit the floor", "phone. It hit the floor."),
  typed("i asked the waiter he brought water", "waiter. He brought water."),
  said("we visited my aunt she cooked dinner for us", "aunt. She cooked dinner for us."),
  said("i phoned my mum she picked up straight away", "mum. She picked up straight away."),
  said(
    "i give the paper to the secretary she put stamps on it",
    "secretary. She put stamps on it.",
  ),
  said("my son found the cat it was hiding under the bed", "cat. It was hiding under the bed."),
  said("i asked the receptionist she gave me a new key", "receptionist. She gave me a new key."),
  said(
    "we called the hotel they moved us to another room",
    "hotel. They moved us to another room.",
  ),
  said("i met the new neighbour she comes from brazil", "neighbour. She comes from Brazil."),
  said("the kids watched the film they laughed at the ending", "film. They laughed at the ending."),
  said("i wrote to the council they replied within a week", "council. They replied within a week."),
  keeping(["Anna"], said("we booked the table Anna arrived late", "table. Anna arrived late.")),
  said("i told my boss about the delay she was fine with it", "delay. She was fine with it."),
  keeping(
    ["Tom"],
    said(
      "i lent Tom the ladder he brought it back on sunday",
      "ladder. He brought it back on Sunday.",
    ),
  ),
  said("we ordered the pizza it arrived cold", "pizza. It arrived cold."),
  said("i texted the driver he waited outside", "driver. He waited outside."),
  said("i showed the manager the photos she laughed", "photos. She laughed."),
  said("i called the plumber he fixed the sink", "plumber. He fixed the sink."),
  written(
    "we contacted the supplier they agreed to a discount",
    "supplier. They agreed to a discount.",
  ),
  // The clause leaves the slot the noun fills, or the noun names a time, a place, a way or a reason.
  said("i told the driver he was very kind", "driver he was very kind."),
  said("the car she drives is red", "The car she drives is red."),
  said("i sold the car i was driving", "the car I was driving."),
  said("the file i sent him is wrong", "The file I sent him is wrong."),
  said("i know the place you mean", "the place you mean."),
  said("the man we met yesterday is a doctor", "The man we met yesterday is a doctor."),
  said("the book i gave her was too long", "The book I gave her was too long."),
  said("the book i read was great", "The book I read was great."),
  said("i remember the day we moved to berlin", "the day we moved to Berlin."),
  said("i like the way she talks to customers", "the way she talks to customers."),
  said("this is the reason i came to the office", "the reason I came to the office."),
  said("the client i called back was happy", "The client I called back was happy."),
  said("the parcel she picked up was damaged", "The parcel she picked up was damaged."),
  said("the hotel we stayed at in rome was great", "The hotel we stayed at in Rome was great."),
  said("he showed me the report he wrote for the board", "the report he wrote for the board."),
];
