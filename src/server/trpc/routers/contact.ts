import { z } from "zod";
import { contactSchema } from "../../../shared";
import { submitContact } from "../../services/submissions.service";
import { formProcedure } from "../init";

export const contactRouter = {
  submit: formProcedure("contact")
    .meta({ openapi: { method: "POST", path: "/contact", tags: ["forms"], protect: false } })
    .input(contactSchema)
    .output(z.object({ success: z.literal(true), reference_number: z.string() }))
    .mutation(({ ctx, input }) => submitContact(ctx.db, ctx.user?.id ?? null, input)),
};
