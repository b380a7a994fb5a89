/**
 * Requests phrased with the verbs people use for a quick message: shoot,
 * drop, fire off, notify, update, congratulate, wish, invite, get back to.
 * In chat, a request the writer cannot read must not come back as if it were
 * the person's own text.
 */
import type { WriterCase } from "./writer-case";

const chat = (say: string, keep: string[], says: string): WriterCase => ({
  via: "chat",
  say,
  keep,
  says,
});

export const REQUESTS_OF_EVERY_KIND: WriterCase[] = [
  chat("shoot Marta a quick note that the files are uploaded", ["Marta"], "files are uploaded"),
  chat("drop Tom a message: running late, start without me", ["Tom"], "start without me"),
  chat("fire off an email to accounts about the missing receipt", [], "missing receipt"),
  chat("could you let the landlord know the boiler is fixed", [], "boiler is fixed"),
  chat("message the group that practice is cancelled", [], "practice is cancelled"),
  chat("tell everyone in the channel the deploy is done", [], "deploy is done"),
  chat("write back to Jin and confirm the booking for 2 nights", ["Jin", "2 nights"], "booking"),
  chat("confirm to the hotel that we arrive at 9 pm", ["9 pm"], "arrive at 9 pm"),
  chat("apologise to the client for the delay in shipping", [], "delay in shipping"),
  chat("invite Nora to the launch party on Friday", ["Nora", "Friday"], "launch party"),
  chat(
    "update the team that the release slipped to Monday",
    ["Monday"],
    "release slipped to Monday",
  ),
  chat("notify HR that I will be off sick today", ["HR"], "off sick today"),
  chat("wish Carla a happy birthday from all of us", ["Carla"], "happy birthday"),
  chat("congratulate Dev on the new job", ["Dev"], "new job"),
  chat("ask accounting when the invoice 4471 will be paid", ["4471"], "invoice 4471 will be paid"),
  chat("get back to Ruth with a yes for Thursday", ["Ruth", "Thursday"], "Thursday"),
  chat("need to let Sofia know the venue changed to Hall B", ["Sofia", "Hall B"], "venue changed"),
  chat("Sofia needs to know the venue changed, can you write her", ["Sofia"], "venue changed"),
  chat(
    "say to the team good job on the launch and remind them the party is Friday",
    ["Friday"],
    "the party is Friday",
  ),
  chat(
    "hey can you reply to Marek? tell him yes Tuesday works and ask about the agenda",
    ["Marek", "Tuesday"],
    "Tuesday works",
  ),
  chat(
    "Kindly draft mail to customer informing the shipment will be delayed by 2 days",
    ["2 days"],
    "shipment will be delayed",
  ),
  chat(
    "let the team know: standup moves to 9:30, and please be on time",
    ["9:30"],
    "standup moves to 9:30",
  ),
];
