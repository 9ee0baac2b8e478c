/** A client-side validation failure: the text to show and the fields it is about, in order. */
export type FormIssue<Field extends string> = { message: string; fields: Field[] };

/** Mantine `error` props for a FormIssue: the message on its first field, a red mark on the rest. */
export function fieldErrors<Field extends string>(
  issue: FormIssue<Field> | null,
): Partial<Record<Field, string | true>> {
  const errors: Partial<Record<Field, string | true>> = {};
  issue?.fields.forEach((field, index) => {
    errors[field] = index === 0 ? issue.message : true;
  });
  return errors;
}
