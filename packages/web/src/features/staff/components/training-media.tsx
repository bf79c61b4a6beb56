import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffTraining, StaffTrainingMedia } from '@clubportal/contract/staff-trainings';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useAddTrainingMedia, useRemoveTrainingMedia, useUploadTrainingFile } from '../api/staff-trainings';
import { ImageUpload } from './image-upload';

type Outcome = { ok: boolean; message: string } | null;

/**
 * A training's gallery photos, videos (links) and files (a link, or an uploaded file): what its team's members see
 * on the training's tabs. A photo is uploaded, then added; each can be removed. The files become private: members
 * get them on signed links only.
 */
export function TrainingMedia({ training, canWrite }: { training: StaffTraining; canWrite: boolean }) {
  const { t } = useTranslation();
  const add = useAddTrainingMedia();
  const upload = useUploadTrainingFile();
  const remove = useRemoveTrainingMedia();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [video, setVideo] = useState({ title: '', location: '' });
  const [link, setLink] = useState({ title: '', location: '' });
  const [fileTitle, setFileTitle] = useState('');
  const fileId = useId();
  const done = (message: string) => () => setOutcome({ ok: true, message });
  const failed = (e: unknown) => setOutcome({ ok: false, message: apiErrorMessage(e, t('messages.crash')) });
  const kinds = [
    { kind: 'gallery', title: t('staff.trainings.gallery') },
    { kind: 'video', title: t('staff.trainings.videos') },
    { kind: 'file', title: t('staff.trainings.files') },
  ] as const;
  const nameOf = (m: StaffTrainingMedia, i: number) => (m.kind === 'gallery' ? t('staff.trainings.photo', { number: i + 1 }) : m.title);

  return (
    <section className="staff-training-media" aria-labelledby="training-media-title">
      <h2 id="training-media-title">{t('staff.trainings.media')}</h2>
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      {kinds.map(({ kind, title }) => {
        const list = training.media.filter((m) => m.kind === kind);
        return (
          <div key={kind} className="staff-training-media__kind">
            <h3>{title}</h3>
            {list.length === 0 ? <p className="staff-table__note">{t('staff.trainings.noneYet')}</p> : null}
            <ul className={kind === 'gallery' ? 'staff-training-media__photos' : 'staff-training-media__list'}>
              {list.map((m, i) => (
                <li key={m.id}>
                  {kind === 'gallery' ? (
                    <img src={m.link} alt={nameOf(m, i)} width={120} height={90} loading="lazy" />
                  ) : (
                    <a href={m.link} target="_blank" rel="noopener noreferrer">
                      {m.title}
                    </a>
                  )}
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      loading={remove.isPending && remove.variables?.mediaId === m.id}
                      aria-label={t('staff.trainings.removeNamed', { name: nameOf(m, i) })}
                      onClick={() => {
                        setOutcome(null);
                        remove.mutate(
                          { id: training.id, mediaId: m.id },
                          { onSuccess: done(t('staff.trainings.removed', { name: nameOf(m, i) })), onError: failed },
                        );
                      }}
                    >
                      {t('staff.trainings.remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {canWrite && kind === 'gallery' ? (
              <ImageUpload
                area="activities"
                onUploaded={(address) => {
                  setOutcome(null);
                  add.mutate(
                    { id: training.id, body: { kind: 'gallery', location: address } },
                    { onSuccess: done(t('staff.trainings.photoAdded')), onError: failed },
                  );
                }}
              />
            ) : null}
            {canWrite && kind === 'video' ? (
              <form
                className="staff-product-form__row"
                aria-label={t('staff.trainings.addVideo')}
                onSubmit={(e) => {
                  e.preventDefault();
                  setOutcome(null);
                  add.mutate(
                    { id: training.id, body: { kind: 'video', ...video } },
                    {
                      onSuccess: () => {
                        setVideo({ title: '', location: '' });
                        done(t('staff.trainings.added', { name: video.title }))();
                      },
                      onError: failed,
                    },
                  );
                }}
              >
                <Field label={t('staff.trainings.videoTitle')}>
                  {(c) => (
                    <input
                      type="text"
                      maxLength={200}
                      value={video.title}
                      onChange={(e) => setVideo({ ...video, title: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
                <Field label={t('staff.trainings.videoLink')}>
                  {(c) => (
                    <input
                      type="url"
                      maxLength={500}
                      value={video.location}
                      onChange={(e) => setVideo({ ...video, location: e.target.value })}
                      {...c}
                    />
                  )}
                </Field>
                <Button type="submit" variant="secondary" loading={add.isPending && add.variables?.body.kind === 'video'}>
                  {t('staff.trainings.addVideo')}
                </Button>
              </form>
            ) : null}
            {canWrite && kind === 'file' ? (
              <>
                <form
                  className="staff-product-form__row"
                  aria-label={t('staff.trainings.addLink')}
                  onSubmit={(e) => {
                    e.preventDefault();
                    setOutcome(null);
                    add.mutate(
                      { id: training.id, body: { kind: 'file', ...link } },
                      {
                        onSuccess: () => {
                          setLink({ title: '', location: '' });
                          done(t('staff.trainings.added', { name: link.title }))();
                        },
                        onError: failed,
                      },
                    );
                  }}
                >
                  <Field label={t('staff.trainings.fileTitle')}>
                    {(c) => (
                      <input
                        type="text"
                        maxLength={200}
                        value={link.title}
                        onChange={(e) => setLink({ ...link, title: e.target.value })}
                        {...c}
                      />
                    )}
                  </Field>
                  <Field label={t('staff.trainings.fileLink')}>
                    {(c) => (
                      <input
                        type="text"
                        maxLength={500}
                        value={link.location}
                        onChange={(e) => setLink({ ...link, location: e.target.value })}
                        {...c}
                      />
                    )}
                  </Field>
                  <Button type="submit" variant="secondary" loading={add.isPending && add.variables?.body.kind === 'file'}>
                    {t('staff.trainings.addLink')}
                  </Button>
                </form>
                <div className="staff-product-form__row">
                  <Field label={t('staff.trainings.uploadTitle')}>
                    {(c) => <input type="text" maxLength={200} value={fileTitle} onChange={(e) => setFileTitle(e.target.value)} {...c} />}
                  </Field>
                  <div className="staff-image-upload">
                    <label htmlFor={fileId}>{t('staff.trainings.uploadFile')}</label>
                    <input
                      id={fileId}
                      type="file"
                      disabled={upload.isPending}
                      onChange={(event) => {
                        const input = event.currentTarget;
                        const file = input.files?.[0];
                        if (!file) return;
                        setOutcome(null);
                        const title = fileTitle.trim() || file.name;
                        upload.mutate(
                          { id: training.id, title, file },
                          {
                            onSuccess: () => {
                              input.value = '';
                              setFileTitle('');
                              done(t('staff.trainings.added', { name: title }))();
                            },
                            onError: failed,
                          },
                        );
                      }}
                    />
                  </div>
                </div>
              </>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
