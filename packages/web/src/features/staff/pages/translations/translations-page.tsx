import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { okOnlySchema } from '@clubportal/contract/api-result';
import type { ClubTextEntity, MissingTranslations } from '@clubportal/contract/club-texts';
import type { Language } from '@clubportal/contract/languages';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useMissingTranslations } from '../../api/staff-club-files';
import { staffRequest } from '../../api/staff-client';
import { useLanguageName } from '../../components/content-translations';
import { StaffList } from '../../components/staff-list';

type Missing = MissingTranslations['missing'][number];

/** The console editor that writes a kind's translations, and where its row is; null where none does (translated here). */
const EDITORS: Partial<Record<ClubTextEntity, (id: number) => string>> = {
  post: (id) => `/staff/posts/${id}`,
  banner: (id) => `/staff/banners/${id}`,
  testimonial: (id) => `/staff/testimonials/${id}`,
  'team-member': (id) => `/staff/team/${id}`,
  'gallery-photo': (id) => `/staff/gallery/${id}`,
  'booking-type': () => '/staff/booking-types',
  legal: () => '/staff/legal',
};

/**
 * /staff/translations (`content.write`): every club text (names, descriptions, notes, legal texts, opening hours,
 * fees, the home's content) that readers of one of the club's languages get in another, each with the editor that
 * fixes it; a kind no console editor translates (the club's own texts, fees, activities) is translated right here.
 */
export function TranslationsPage() {
  const { t } = useTranslation();
  const list = useMissingTranslations();
  const name = useLanguageName();
  return (
    <section className="staff-page" aria-labelledby="translations-title">
      <h1 id="translations-title">{t('staff.sections.translations')}</h1>
      <p>{t('staff.translations.intro')}</p>
      <StaffList
        query={list}
        rowsOf={(data) => data.missing}
        rowKey={(m) => `${m.entity}-${m.entityId}-${m.field}`}
        caption={t('staff.sections.translations')}
        count={(count) => t('staff.translations.count', { count })}
        columns={[
          {
            header: t('staff.translations.what'),
            cell: (m) =>
              m.entity === 'legal' ? t('staff.translations.kinds.legal') : `${t(`staff.translations.kinds.${m.entity}`)}: ${m.label}`,
          },
          { header: t('staff.translations.field'), cell: (m) => t(`staff.translations.fields.${m.field}`) },
          { header: t('staff.translations.missing'), cell: (m) => m.missing.map(name).join(', ') },
          { header: t('staff.translations.fix'), cell: (m) => <Fix text={m} />, actions: true },
        ]}
      />
    </section>
  );
}

function Fix({ text }: { text: Missing }) {
  const { t } = useTranslation();
  const editor = EDITORS[text.entity];
  const what = text.entity === 'legal' ? t('staff.translations.kinds.legal') : text.label;
  if (editor)
    return (
      <Link to={editor(text.entityId)}>
        {t('staff.translations.openEditor')}
        <span className="sr-only">
          {' '}
          {what}, {t(`staff.translations.fields.${text.field}`)}
        </span>
      </Link>
    );
  return <TranslateHere text={text} />;
}

/** One text's missing translations, typed and saved here (each through the club texts, audited there). */
function TranslateHere({ text }: { text: Missing }) {
  const { t } = useTranslation();
  const name = useLanguageName();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Partial<Record<Language, string>>>({});
  const save = useMutation({
    mutationFn: async () => {
      for (const language of text.missing) {
        const value = values[language]?.trim();
        if (!value) continue;
        await staffRequest(`/api/staff/club-texts/${text.entity}/${text.entityId}/${text.field}/${language}`, {
          method: 'PUT',
          body: { text: value },
          schema: okOnlySchema,
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
  const what = `${text.label}, ${t(`staff.translations.fields.${text.field}`)}`;
  return (
    <details className="staff-translations__here">
      <summary>
        {t('staff.translations.translateHere')}
        <span className="sr-only"> {what}</span>
      </summary>
      <form
        aria-label={`${t('staff.translations.translateHere')}: ${what}`}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        {text.missing.map((language) => (
          <div key={language} className="field">
            <label htmlFor={`${id}-${language}`}>{name(language)}</label>
            <textarea
              id={`${id}-${language}`}
              lang={language}
              rows={2}
              value={values[language] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [language]: event.target.value }))}
            />
          </div>
        ))}
        <FormAlert message={save.isError ? apiErrorMessage(save.error, t('messages.crash')) : null} />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('staff.content.save')}
        </Button>
      </form>
    </details>
  );
}
