import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffBanner } from '@clubportal/contract/staff-content';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useMoveBanner, usePublishBanner, useStaffBanners } from '../../api/staff-content';
import { StaffLoading } from '../../components/console-shell';
import { BannerForm } from '../../components/banner-form';
import { StaffList } from '../../components/staff-list';

/** /staff/banners (`content.write`): the home's banners in their order, moved up or down, published or not; one banner's form. */
export function BannersSection() {
  return (
    <Routes>
      <Route index element={<BannersPage />} />
      <Route path="new" element={<BannerEditPage />} />
      <Route path=":id" element={<BannerEditPage />} />
    </Routes>
  );
}

type Outcome = { notice: string | null; error: string | null };

function BannersPage() {
  const { t } = useTranslation();
  const list = useStaffBanners();
  const move = useMoveBanner();
  const publish = usePublishBanner();
  const [outcome, setOutcome] = useState<Outcome>({ notice: null, error: null });
  const failed = (e: unknown) => setOutcome({ notice: null, error: apiErrorMessage(e, t('messages.crash')) });
  const banners = list.data?.banners;
  // The keyboard stays with the moved banner: once the list shows its new place, its button (or the other one, at an end) has the focus.
  const refocus = useRef<{ id: number; up: boolean; position: number } | null>(null);
  const focusMoved = useCallback(() => {
    const wanted = refocus.current;
    if (!wanted || banners?.find((b) => b.id === wanted.id)?.position !== wanted.position) return;
    const button = (up: boolean) => document.getElementById(`staff-banner-${wanted.id}-${up ? 'up' : 'down'}`) as HTMLButtonElement | null;
    const same = button(wanted.up);
    const target = same && !same.disabled ? same : button(!wanted.up);
    if (!target || target.disabled) return;
    target.focus();
    refocus.current = null;
  }, [banners]);
  useEffect(focusMoved, [banners, focusMoved]);
  const moveTo = (b: StaffBanner, position: number, up: boolean) => {
    setOutcome({ notice: null, error: null });
    move.mutate(
      { id: b.id, position },
      {
        onSuccess: (saved) => {
          refocus.current = { id: b.id, up, position: saved.position };
          window.requestAnimationFrame(focusMoved);
        },
        onError: failed,
      },
    );
  };
  const last = (banners?.length ?? 0) - 1;
  return (
    <section className="staff-page" aria-labelledby="banners-title">
      <h1 id="banners-title">{t('staff.sections.banners')}</h1>
      <p>{t('staff.content.bannersIntro')}</p>
      <p>
        <Link className={buttonClass('primary')} to="/staff/banners/new">
          {t('staff.content.newBanner')}
        </Link>
      </p>
      <div role="status">{outcome.notice ? <p className="form__notice">{outcome.notice}</p> : null}</div>
      <FormAlert message={outcome.error} />
      <StaffList
        query={list}
        rowsOf={(data) => data.banners}
        rowKey={(b) => b.id}
        caption={t('staff.sections.banners')}
        count={(count) => t('staff.content.bannersCount', { count })}
        columns={[
          { header: t('staff.content.position'), cell: (b) => b.position },
          { header: t('staff.content.title'), cell: (b) => <Link to={`/staff/banners/${b.id}`}>{b.title}</Link> },
          { header: t('staff.content.state'), cell: (b) => t(b.published ? 'staff.content.statePublished' : 'staff.content.stateDraft') },
          {
            header: t('staff.accounts.actions'),
            cell: (b) => {
              const i = b.position - 1;
              return (
                <div className="staff-content__actions">
                  <Button variant="secondary" id={`staff-banner-${b.id}-up`} disabled={i === 0} onClick={() => moveTo(b, i, true)}>
                    {t('staff.content.moveUp')}
                    <span className="sr-only"> {b.title}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    id={`staff-banner-${b.id}-down`}
                    disabled={i === last}
                    onClick={() => moveTo(b, i + 2, false)}
                  >
                    {t('staff.content.moveDown')}
                    <span className="sr-only"> {b.title}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      publish.mutate(
                        { id: b.id, published: !b.published },
                        {
                          onSuccess: (saved) =>
                            setOutcome({
                              notice: t(saved.published ? 'staff.content.publishedNotice' : 'staff.content.unpublishedNotice', {
                                title: saved.title,
                              }),
                              error: null,
                            }),
                          onError: failed,
                        },
                      )
                    }
                  >
                    {t(b.published ? 'staff.content.unpublish' : 'staff.content.publish')}
                    <span className="sr-only"> {b.title}</span>
                  </Button>
                </div>
              );
            },
          },
        ]}
      />
    </section>
  );
}

/** /staff/banners/new and /staff/banners/:id: the banner's form in each language. */
function BannerEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffBanners();
  const [notice, setNotice] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.banners.find((b) => b.id === id) ?? null);
  const missing = id !== null && list.data !== undefined && current === null;
  return (
    <section className="staff-page" aria-labelledby="banner-title">
      <p>
        <Link to="/staff/banners">{t('staff.content.backToBanners')}</Link>
      </p>
      <h1 id="banner-title">{id === null ? t('staff.content.newBanner') : (current?.title ?? t('staff.sections.banners'))}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.content.bannerMissing') : null}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current ? (
        <p className="staff-content__state">{t(current.published ? 'staff.content.statePublished' : 'staff.content.stateDraft')}</p>
      ) : null}
      {list.data && !missing ? (
        <BannerForm
          key={current ? current.id : 'new'}
          banner={current}
          defaultLanguage={list.data.defaultLanguage}
          languages={list.data.languages}
          onSaved={(saved) => {
            setNotice(t('staff.content.saved', { title: saved.title }));
            if (id === null) navigate(`/staff/banners/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
    </section>
  );
}
