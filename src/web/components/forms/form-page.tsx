import type { ReactNode } from "react";
import { PublicLayout } from "../public-layout";
import { ErrorAlert } from "./error-alert";
import { SubmitButton } from "./submit-button";
import { SuccessPanel } from "./success-panel";
import type { FormPageState } from "./use-form-page";

export interface FormPageProps<R> {
  page: FormPageState<R>;
  title: string;
  intro: string;
  /** The column's width class. */
  width: string;
  formClassName: string;
  submitLabel: string;
  busyLabel: string;
  success: { title: string; againLabel: string; body: (result: R) => ReactNode };
  children: ReactNode;
}

/**
 * A public form's page: heading, the form with its error and submit button,
 * and after a success the thank-you panel in its place.
 */
export function FormPage<R>({
  page,
  title,
  intro,
  width,
  formClassName,
  submitLabel,
  busyLabel,
  success,
  children,
}: FormPageProps<R>) {
  const { status } = page;
  if (status.state === "success") {
    return (
      <PublicLayout>
        <div className="px-4 py-16">
          <SuccessPanel title={success.title} againLabel={success.againLabel} onAgain={page.again}>
            {success.body(status.result)}
          </SuccessPanel>
        </div>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <div className={`mx-auto ${width} px-4 py-12 sm:px-6`}>
        <h1 className="mb-2 text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mb-8 text-gray-600">{intro}</p>
        <form noValidate onSubmit={page.onSubmit} className={formClassName}>
          {children}
          {status.state === "editing" && status.error && <ErrorAlert message={status.error} />}
          <SubmitButton busy={page.busy} label={submitLabel} busyLabel={busyLabel} />
        </form>
      </div>
    </PublicLayout>
  );
}
