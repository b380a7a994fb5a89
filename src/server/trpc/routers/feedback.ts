import { feedbackResultSchema, feedbackSchema } from "../../../shared";
import { submitFeedback } from "../../services/forms/submissions.service";
import { formProcedure } from "../init";

export const feedbackRouter = {
  submit: formProcedure("feedback")
    .meta({ openapi: { method: "POST", path: "/feedback", tags: ["forms"], protect: false } })
    .input(feedbackSchema)
    .output(feedbackResultSchema)
    .mutation(({ ctx, input }) => submitFeedback(ctx.db, ctx.user?.id ?? null, input)),
};
