/**
 * "Ask", "tell", "call" or "email" someone as an order inside the person's
 * own text, not a message to write to them: with nothing to ask ("the bikes
 * are for sale ask tom"), before a clause of its own that gives the reason
 * ("ask the driver he knows the way"), or after a condition ("if you need a
 * key ask the front desk …"). The order stands as a sentence of its own,
 * with the name it calls written in capitals. Near misses: "ask X" with
 * something to ask (if, whether, about, to …) at the start is still a
 * request for a message, and a name of two words said low stays whole.
 */
import { asked, keeping, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_TO_ASK_IN_THE_PERSONS_TEXT: WriterCase[] = [
  written("the bikes are for sale ask tom", "The bikes are for sale. Ask Tom."),
  written("ask the driver he knows the way", "Ask the driver. He knows the way."),
  written(
    "if you need a key ask the front desk they open at 8",
    "If you need a key, ask the front desk. They open at 8.",
  ),
  written(
    "i don't know the price ask maria she ordered them",
    "I do not know the price. Ask Maria. She ordered them.",
  ),
  written("the room is booked email maria", "The room is booked. Email Maria."),
  written("the bikes are for sale tell tom", "The bikes are for sale. Tell Tom."),
  written("the printer is broken call it support", "The printer is broken. Call IT support."),
  typed(
    "the wifi is down again ask kenji he fixed it last time",
    "The wifi is down again. Ask Kenji. He fixed it last time.",
  ),
  said("we have no more forms ask reception", "We have no more forms. Ask reception."),
  written("ask anna she lives there", "Ask Anna. She lives there."),
  typed(
    "the fridge is empty ask him they went shopping",
    "The fridge is empty. Ask him. They went shopping.",
  ),
  written(
    "i am not sure about the dates ask the coordinator she has the plan",
    "Ask the coordinator. She has the plan.",
  ),
  written("the shop is closed ask around", "The shop is closed. Ask around."),
  // Near misses: something to ask, so a message to write.
  asked("write", "ask tom if he can come", "if you can come"),
  asked("write", "ask the driver whether the road is open", "whether the road is open"),
  keeping(
    ["Ana Lopez"],
    asked("chat", "please ask ana lopez when the truck comes", "when the truck comes"),
  ),
  keeping(
    ["Mehmet Yilmaz"],
    asked("chat", "ask mehmet yilmaz about the contract", "about the contract"),
  ),
  keeping(
    ["Mehmet Yilmaz"],
    asked("voice", "tell mehmet yilmaz about the contract", "update you about the contract"),
  ),
];
