/**
 * Street addresses said aloud, titles typed in lower case before a name,
 * numbers of two words kept in words and "a m"/"p m" spelled out by a
 * speech engine, with near misses that stay as said.
 */
import type { WriterCase } from "./writer-case";

const kept = (via: WriterCase["via"], say: string, ...keep: string[]): WriterCase => ({
  via,
  say,
  keep,
});

export const ADDRESSES_TITLES_AND_COMPOUND_NUMBERS: WriterCase[] = [
  // A house number and its street, as on an envelope.
  kept("voice", "i live at forty two baker street", "42 Baker Street"),
  kept("write", "the office is at 12 king road", "12 King Road"),
  kept("chat", "please send the parcel to 5 oak avenue", "5 Oak Avenue"),
  kept("write", "our new shop is at seventy one church lane", "71 Church Lane"),
  kept("voice", "the clinic moved to three hundred ocean drive", "300 Ocean Drive"),
  kept("write", "deliver it to 221b baker street please", "221b Baker Street"),
  kept("chat", "my sister lives at nine park crescent in leeds", "9 Park Crescent"),
  kept("voice", "we met at the café on 18 rue street", "18 Rue Street"),
  kept("write", "the warehouse is at fifteen mill road unit four", "15 Mill Road"),
  kept("chat", "the party is at 7 willow terrace on saturday", "7 Willow Terrace", "Saturday"),
  // Counts of roads and lanes are no addresses.
  kept("voice", "they are building a four lane road near us", "four lane road"),
  kept("write", "we have two main roads into town", "two main roads"),
  kept("chat", "there are two more streets to clean", "two more streets"),
  // A title typed in lower case, and the name after it.
  kept("write", "ms garcia will arrive at 10", "Ms Garcia"),
  kept("reply", "hi ms patel thanks for the update", "Ms Patel"),
  kept("chat", "please tell ms kowalska the room is ready", "Kowalska"),
  kept("voice", "ms nakamura signed the contract yesterday", "Ms Nakamura"),
  kept("write", "dear ms oduya thank you for your order", "Ms Oduya"),
  // Numbers of two words kept in words take their hyphen.
  kept("voice", "we sold forty two cars last month", "forty-two cars"),
  kept("chat", "twenty five people came to the workshop", "Twenty-five people"),
  kept("voice", "i am thirty four years old", "thirty-four years old"),
  kept("write", "the course has sixty three students this term", "sixty-three students"),
  kept("chat", "my grandmother turned ninety one on sunday", "ninety-one", "Sunday"),
  kept("voice", "we waited forty five minutes for the bus", "forty-five minutes"),
  // Those written in figures stay in figures.
  kept("voice", "the taxi was twenty five dollars", "25 dollars"),
  kept("chat", "it is thirty two degrees outside", "32 degrees"),
  // "p m" spelled out by a speech engine.
  kept("voice", "my flight lands at ten thirty p m", "10:30 pm"),
  kept("voice", "the shop opens at nine a m on monday", "9 am", "Monday"),
  kept("write", "we start at 7 p m sharp", "7 pm sharp"),
  kept("voice", "at ten a man knocked on the door", "ten a man"),
];
