import { z } from "zod";
import { feedbackSchema } from "../../../shared";
import { submitFeedback } from "../../services/submissions.service";
import { formProcedure } from "../init";

export const feedbackRouter = {
  submit: formProcedure("feedback")
    .meta({ openapi: { method: "POST", path: "/feedback", tags: ["forms"], protect: false } })
    .input(feedbackSchema)
    .output(z.object({ success: z.literal(true), feedback_id: z.string() }))
    .mutation(({ ctx, input }) => submitFeedback(ctx.db, ctx.user?.id ?? null, input)),
};
