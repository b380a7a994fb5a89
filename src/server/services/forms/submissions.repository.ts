import type { Insertable } from "kysely";
import type { ContactSubmissionTable, FeedbackSubmissionTable } from "../../../../db/schema";
import type { DB } from "../../db";

export async function insertFeedback(db: DB, row: Insertable<FeedbackSubmissionTable>) {
  await db.insertInto("feedback_submissions").values(row).execute();
}

export async function insertContact(db: DB, row: Insertable<ContactSubmissionTable>) {
  await db.insertInto("contact_submissions").values(row).execute();
}
