import { useTranslation } from 'react-i18next';
import type { ClubFileKind, StaffClubFile, StaffClubFiles } from '@clubportal/contract/staff-content';
import { Button } from '../../../../components/ui/button';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveClubFile, useMoveClubFile, usePublishClubFile, useStaffClubFiles } from '../../api/staff-club-files';
import { ClubFileForm } from '../../components/club-file-form';
import { ContentSection, type ContentKind, type Done } from './content-pages';

/** Up, Down and Archive of one sponsor or photo, each named after it for screen readers. */
function FileActions({ kind, file, count, done }: { kind: ClubFileKind; file: StaffClubFile; count: number; done: Done }) {
  const { t } = useTranslation();
  const move = useMoveClubFile(kind);
  const archive = useArchiveClubFile(kind);
  const failed = (e: unknown) => done(null, apiErrorMessage(e, t('messages.crash')));
  const moveTo = (position: number) => move.mutate({ id: file.id, position }, { onSuccess: () => done(null, null), onError: failed });
  return (
    <>
      <Button variant="secondary" disabled={file.position === 1} onClick={() => moveTo(file.position - 1)}>
        {t('staff.content.moveUp')}
        <span className="sr-only"> {file.description}</span>
      </Button>
      <Button variant="secondary" disabled={file.position === count} onClick={() => moveTo(file.position + 1)}>
        {t('staff.content.moveDown')}
        <span className="sr-only"> {file.description}</span>
      </Button>
      <Button
        variant="secondary"
        loading={archive.isPending}
        onClick={() =>
          archive.mutate(
            { id: file.id },
            { onSuccess: () => done(t('staff.content.archivedNotice', { title: file.description }), null), onError: failed },
          )
        }
      >
        {t('staff.content.archive')}
        <span className="sr-only"> {file.description}</span>
      </Button>
    </>
  );
}

/** /staff/sponsors and /staff/gallery (`content.write`): the home's logos or photos in their order, shown or hidden, archived. */
function ClubFilesSection({ kind: which }: { kind: ClubFileKind }) {
  const { t } = useTranslation();
  const kind: ContentKind<StaffClubFiles, StaffClubFile> = {
    path: `/staff/${which}`,
    useList: () => useStaffClubFiles(which),
    usePublish: () => usePublishClubFile(which),
    rowsOf: (data) => data.files,
    nameOf: (f) => f.description,
    words: {
      title: t(`staff.sections.${which}`),
      intro: t(`staff.content.${which}Intro`),
      newOne: t(`staff.content.${which}New`),
      back: t(`staff.content.${which}Back`),
      missing: t(`staff.content.${which}Missing`),
      nameHeader: t(`staff.content.${which}Description`),
      count: (count) => t(`staff.content.${which}Count`, { count }),
    },
  };
  return (
    <ContentSection
      kind={kind}
      columns={[{ header: t('staff.content.position'), cell: (f) => f.position }]}
      actions={(f, rows, done) => <FileActions kind={which} file={f} count={rows.length} done={done} />}
      form={(file, data, onSaved) => (
        <ClubFileForm kind={which} file={file} defaultLanguage={data.defaultLanguage} languages={data.languages} onSaved={onSaved} />
      )}
    />
  );
}
export const SponsorsSection = () => <ClubFilesSection kind="sponsors" />;
export const GallerySection = () => <ClubFilesSection kind="gallery" />;
