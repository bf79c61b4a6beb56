import type { DynamicFormValues } from './types';

/**
 * The multipart body of POST /api/dynamicforms/save: text parts parentName, parentId, fields (the answers
 * as JSON), okRss, acceptConditions and any `extra` parts (e.g. ParentCustomerId), then one file part per
 * file, named after its field.
 */
export function toFormData(
  parentName: string,
  parentId: number | string,
  values: DynamicFormValues,
  extra: Record<string, string> = {},
): FormData {
  const body = new FormData();
  body.append('parentName', parentName);
  body.append('parentId', String(parentId));
  body.append('fields', JSON.stringify(values.answers.map(({ id, name, value }) => ({ id, name, value }))));
  body.append('okRss', String(values.okRss));
  body.append('acceptConditions', String(values.acceptConditions));
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  for (const { fieldName, file } of values.files) body.append(fieldName, file, file.name);
  return body;
}
