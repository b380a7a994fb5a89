/**
 * Requests for a message that thanks, apologises, congratulates or wishes
 * someone well, asked with "make", "could you write", or as a bare order
 * ("congratulate them and wish them good luck"): the writer writes the
 * message, and leaves no instruction in it. Their words about the person
 * ("their hard work", "her graduation") are said to them ("your").
 */
import { asked, keeping } from "./builders";
import type { WriterCase } from "./writer-case";

export const MESSAGES_ASKED_TO_THANK_WISH_AND_APOLOGISE: WriterCase[] = [
  asked("chat", "can you make an apology to the customer for the late parcel", "late parcel"),
  asked("chat", "could you make a thank-you note for the cleaners", "thank you"),
  keeping(
    ["Lee"],
    asked("chat", "make a short apology to Mrs Lee for the wrong invoice", "wrong invoice"),
  ),
  asked("chat", "congratulate them and wish them good luck", "good luck"),
  keeping(
    ["Amina"],
    asked(
      "chat",
      "congratulate Amina on her graduation and wish her good luck",
      "on your graduation",
    ),
  ),
  asked("voice", "wish her a happy birthday from all of us", "happy birthday from all of us"),
  asked("chat", "wish the team a merry christmas", "merry christmas", "a merry Christmas"),
  asked("chat", "thank him for the help and tell him the car is fixed", "the car is fixed"),
  asked("chat", "please thank the cleaners for their hard work", "thank you for your hard work"),
  asked("chat", "could you write an apology to the customer for the late parcel", "late parcel"),
  asked("chat", "can you write a thank you note for the cleaners", "thank you"),
  keeping(
    ["Maria"],
    asked("chat", "send my condolences to Maria for the loss of her father", "loss of your father"),
  ),
  asked(
    "chat",
    "congratulate the team and thank them for the hard work",
    "thank you for the hard work",
  ),
  keeping(
    ["Tomasz"],
    asked(
      "chat",
      "could you make a congratulation message for Tomasz for his promotion",
      "promotion",
    ),
  ),
  asked("voice", "can you say sorry to the neighbours for the noise", "the noise"),
  keeping(
    ["Ahmed"],
    asked("chat", "please wish Ahmed a speedy recovery from all of us", "speedy recovery"),
  ),
  keeping(
    ["Priya"],
    asked("chat", "can you congratulate Priya on passing her exam", "on passing your exam"),
  ),
  asked(
    "chat",
    "thank the drivers for their quick delivery and tell them the boxes arrived safely",
    "the boxes arrived safely",
  ),
  asked("chat", "make a thank you message for my teacher for the extra lessons", "extra lessons"),
  keeping(
    ["Ortiz"],
    asked("chat", "could you make an apology to Mr Ortiz for the late reply", "late reply"),
  ),
  asked(
    "chat",
    "apologize to the customer for the late parcel and say a new one is on the way",
    "a new one is on the way",
  ),
  asked("voice", "wish everyone a happy new year", "happy new year"),
  asked("chat", "congratulate them", "congratulations"),
  asked("chat", "can you congratulate my brother for his wedding", "your wedding"),
  asked("chat", "thank the host and say we had a great time", "we had a great time"),
  asked(
    "chat",
    "please make an apology to the team for missing the meeting",
    "missing the meeting",
  ),
  asked("chat", "write thank you note for the cleaners", "thank you"),
  asked("chat", "make apology to customer for late parcel", "late parcel"),
  keeping(
    ["Sven"],
    asked("chat", "can you wish Sven good luck in his new job", "good luck in your new job"),
  ),
  keeping(
    ["Fatima"],
    asked("chat", "i want to congratulate Fatima on her new house", "on your new house"),
  ),
  asked("voice", "thank him for the help", "thank you for the help"),
  asked(
    "chat",
    "congratulate them on the wedding and wish them a happy life together",
    "a happy life together",
  ),
  asked("chat", "could u make a sorry message to the guests for the cold food", "cold food"),
];
