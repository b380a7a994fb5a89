/** The messages between the API thread and the writer thread. */
import type { ChatTurn } from "../local-writing-engine";
import type { WritingTask } from "../writing-task";

export type WriterCall = { id: number } & (
  | { kind: "perform"; task: WritingTask }
  | { kind: "answer"; turns: ChatTurn[]; spoken: boolean }
);

export type WriterReply = { id: number; text: string } | { id: number; error: string };
