import { useTranslation } from 'react-i18next';
import type { PersonKind, StaffPeople, StaffPerson } from '@clubportal/contract/staff-content';
import { usePublishPerson, useStaffPeople } from '../../api/staff-content';
import { PersonForm } from '../../components/person-form';
import { ContentSection, type ContentKind } from './content-pages';

/** /staff/testimonials and /staff/team (`content.write`): the home's people in their order, published or not; one person's form. */
function PeopleSection({ kind: which }: { kind: PersonKind }) {
  const { t } = useTranslation();
  const kind: ContentKind<StaffPeople, StaffPerson> = {
    path: `/staff/${which}`,
    useList: () => useStaffPeople(which),
    usePublish: () => usePublishPerson(which),
    rowsOf: (data) => data.people,
    nameOf: (p) => p.title,
    words: {
      title: t(`staff.sections.${which}`),
      intro: t(`staff.content.${which}Intro`),
      newOne: t(`staff.content.${which}New`),
      back: t(`staff.content.${which}Back`),
      missing: t('staff.content.personMissing'),
      nameHeader: t('staff.content.personName'),
      count: (count) => t('staff.content.peopleCount', { count }),
    },
  };
  return (
    <ContentSection
      kind={kind}
      columns={[{ header: t('staff.content.role'), cell: (p) => p.smalText || '—' }]}
      form={(person, data, onSaved) => (
        <PersonForm kind={which} person={person} defaultLanguage={data.defaultLanguage} languages={data.languages} onSaved={onSaved} />
      )}
    />
  );
}
export const TestimonialsSection = () => <PeopleSection kind="testimonials" />;
export const TeamSection = () => <PeopleSection kind="team" />;
