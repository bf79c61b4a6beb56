import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '@clubportal/contract/languages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { ImageUpload } from './image-upload';

/** A content editor's save: a new row (id null) or a change of one. */
export type ContentSave<B, S> = { mutateAsync: (values: { id: number | null; body: B }) => Promise<S>; isPending: boolean };

/** The form of a content row with its texts, an image field (address or upload) and its Save or Create draft button. */
export type ContentFormProps<T extends z.ZodType<FieldValues, FieldValues>, S> = {
  schema: T;
  values: z.input<T>;
  /** The row's id; null makes a new one (a draft, where the kind has drafts). */
  id: number | null;
  save: ContentSave<z.output<T>, S>;
  /** The form's name for screen readers. */
  label: string;
  /** The image field's label ("Image", "Photo", "Logo"). */
  imageLabel: string;
  /** What the create button says (Create draft, Add). */
  createLabel?: string;
  onSaved: (saved: S) => void;
  /** The fields before the image. */
  children: (form: UseFormReturn<z.input<T>, unknown, z.output<T>>) => ReactNode;
  /** Fields after the image (a banner's link). */
  after?: (form: UseFormReturn<z.input<T>, unknown, z.output<T>>) => ReactNode;
};

/**
 * The frame every content form shares: the contract's schema checks it as the server will, the save's refusal is
 * the server's sentence, the image is an address or an upload to the `content` images.
 */
export function ContentForm<T extends z.ZodType<FieldValues, FieldValues>, S>(props: ContentFormProps<T, S>) {
  const { t } = useTranslation();
  const form = useForm<z.input<T>, unknown, z.output<T>>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: props.values as never,
  });
  const image = 'image' as Path<z.input<T>>;
  const submit = form.handleSubmit(async (body) => {
    try {
      props.onSaved(await props.save.mutateAsync({ id: props.id, body }));
    } catch (error) {
      form.setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const errors = form.formState.errors as { image?: unknown; root?: { message?: string } };
  return (
    <form className="form staff-content-form" onSubmit={submit} noValidate aria-label={props.label}>
      {props.children(form)}
      <Field label={props.imageLabel} error={errors.image ? t('staff.content.imageInvalid') : undefined}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...form.register(image)} />}
      </Field>
      <ImageUpload
        area="content"
        onUploaded={(address) =>
          form.setValue(image, address as PathValue<z.input<T>, Path<z.input<T>>>, { shouldDirty: true, shouldValidate: true })
        }
      />
      {props.after?.(form)}
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={props.save.isPending}>
        {props.id !== null ? t('staff.content.save') : (props.createLabel ?? t('staff.content.createDraft'))}
      </Button>
    </form>
  );
}

/** The translations' starting values: per other language, the row's translation or empty fields. */
export function translationValues<F extends string>(
  languages: readonly Language[],
  fields: readonly F[],
  stored: Record<string, Record<F, string>> | undefined,
): Partial<Record<Language, Record<F, string>>> {
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  return Object.fromEntries(languages.map((l) => [l, stored?.[l] ?? empty()]));
}

/** A field's name in the default language (`null`) or in a translation. */
export const inLanguage = <F extends string>(l: Language | null, field: F) =>
  l === null ? field : (`translations.${l}.${field}` as const);
