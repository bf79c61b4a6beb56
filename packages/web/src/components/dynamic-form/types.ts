/** What a filled dynamic form hands to its caller: answers by field, files by field name, the two legal flags. */
export type DynamicFormValues = {
  answers: Array<{ id: number; name: string; value: string }>;
  files: Array<{ fieldName: string; file: File }>;
  okRss: boolean;
  acceptConditions: boolean;
};
