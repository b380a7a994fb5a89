import { contactResultSchema, contactSchema } from "../../../shared";
import { submitContact } from "../../services/forms/submissions.service";
import { formProcedure } from "../init";

export const contactRouter = {
  submit: formProcedure("contact")
    .meta({ openapi: { method: "POST", path: "/contact", tags: ["forms"], protect: false } })
    .input(contactSchema)
    .output(contactResultSchema)
    .mutation(({ ctx, input }) => submitContact(ctx.db, ctx.user?.id ?? null, input)),
};
