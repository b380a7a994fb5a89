import type { Contact, Feedback } from "../../../shared";
import type { DB } from "../../db";
import { newId, readableCode } from "../../ids";
import * as repository from "./submissions.repository";

export async function submitFeedback(db: DB, userId: string | null, feedback: Feedback) {
  const id = newId();
  await repository.insertFeedback(db, {
    id,
    user_id: userId,
    name: feedback.name,
    email: feedback.email,
    feedback_type: feedback.feedback_type,
    rating: feedback.rating,
    message: feedback.message,
    subject: feedback.subject ?? null,
    how_did_you_hear: feedback.how_did_you_hear ?? null,
    recommend: feedback.recommend ?? null,
    allow_contact: feedback.allow_contact ? 1 : 0,
    session_id: feedback.session_id ?? null,
    metadata: feedback.metadata ? JSON.stringify(feedback.metadata) : null,
    created_at: new Date().toISOString(),
  });
  return { success: true as const, feedback_id: id };
}

/** e.g. CT-20261121-7K3Q9X: the date a person wrote, and a code to quote back to us. */
function referenceNumber(now: Date) {
  return `CT-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${readableCode(6)}`;
}

export async function submitContact(db: DB, userId: string | null, contact: Contact) {
  const now = new Date();
  const reference = referenceNumber(now);
  await repository.insertContact(db, {
    id: newId(),
    reference_number: reference,
    user_id: userId,
    name: contact.name,
    email: contact.email,
    phone: contact.phone ?? null,
    company: contact.company ?? null,
    subject: contact.subject,
    message: contact.message,
    metadata: contact.metadata ? JSON.stringify(contact.metadata) : null,
    created_at: now.toISOString(),
  });
  return { success: true as const, reference_number: reference };
}
