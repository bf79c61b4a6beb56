import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { floorPlacesProblems, labelKey, type PlaceRect, type StaffFloorPlan } from '@clubportal/contract/staff-floor-plans';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useSaveFloorPlaces } from '../api/staff-floor-plans';
import { bodyOf, draftsOf, fitInside, freeSpot, moved, newDraft, readingOrder, type DraftPlace } from '../rules/place-editor';
import { PlaceFields } from './place-fields';
import { PlaceMap } from './place-map';

const ZOOM = { min: 1, max: 4, step: 0.5 } as const;

/**
 * A plan's places, drawn on its image (PlaceMap) and listed beside it: the selected place's label and rectangle in
 * numbers, the order members list them (up and down, or reading order), and what keeps the set from being saved
 * (overlaps, places outside the image, labels alike: the contract's rule, which the server runs too). Nothing is
 * sent until "Save places"; the server's refusal (a place a member holds, too few places) shows in words.
 */
export function PlaceEditor({ plan, canWrite }: { plan: StaffFloorPlan; canWrite: boolean }) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const save = useSaveFloorPlaces();
  const [saved, setSaved] = useState(plan);
  const [drafts, setDrafts] = useState<DraftPlace[]>(() => draftsOf(plan));
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const labelField = useRef<HTMLInputElement>(null);
  const size = { width: plan.width, height: plan.height };
  const w = (key: string, values?: Record<string, unknown>) => t(`staff.floorPlans.${key}`, values ?? {});

  const problems = useMemo(
    () => floorPlacesProblems(drafts, { width: plan.width, height: plan.height }),
    [drafts, plan.width, plan.height],
  );
  const flagged = useMemo(() => {
    const named = new Set(problems.flatMap((p) => [labelKey(p.place), ...(p.kind === 'overlap' ? [labelKey(p.other)] : [])]));
    return new Set(drafts.filter((d) => named.has(labelKey(d.place))).map((d) => d.key));
  }, [problems, drafts]);
  const dirty = JSON.stringify(bodyOf(drafts)) !== JSON.stringify(bodyOf(draftsOf(saved)));
  const current = drafts.find((d) => d.key === selected) ?? null;

  const edit = (next: DraftPlace[]) => {
    setOutcome(null);
    setDrafts(next);
  };
  const change = (key: string, patch: Partial<DraftPlace>) => edit(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = (rect: PlaceRect) => {
    const draft = newDraft(rect, drafts, w('placeFallback'));
    edit([...drafts, draft]);
    setSelected(draft.key);
    return draft;
  };
  const addFromKeyboard = () => {
    add(freeSpot(drafts, size));
    // Straight to its label: a keyboard user names the place first.
    window.requestAnimationFrame(() => labelField.current?.focus());
  };
  const remove = (key: string) => {
    const at = drafts.findIndex((d) => d.key === key);
    const next = drafts.filter((d) => d.key !== key);
    edit(next);
    setSelected(next[Math.min(at, next.length - 1)]?.key ?? null);
  };
  const shift = (key: string, by: number) => {
    const at = drafts.findIndex((d) => d.key === key);
    edit(moved(drafts, at, at + by));
  };
  const submit = () =>
    save.mutate(
      { id: plan.id, places: bodyOf(drafts) },
      {
        onSuccess: (next) => {
          setSaved(next);
          const keys = new Map(drafts.map((d, i) => [`p${next.places[i]?.id}`, d.key]));
          setDrafts(draftsOf(next));
          setSelected((s) => [...keys.entries()].find(([, old]) => old === s)?.[0] ?? null);
          setOutcome({ ok: true, message: w('placesSaved', { count: next.places.length }) });
        },
        onError: (error) => setOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) }),
      },
    );

  const problemText = (p: (typeof problems)[number]) =>
    p.kind === 'overlap' ? w('problem.overlap', { place: p.place, other: p.other }) : w(`problem.${p.kind}`, { place: p.place });
  return (
    <section className="place-editor" aria-labelledby="place-editor-title">
      <h2 id="place-editor-title">{w('placesTitle')}</h2>
      <p className="staff-page__intro">{canWrite ? w('placesHint') : w('placesReadOnly')}</p>
      <p className="staff-table__note">
        {w('placesCount', { count: drafts.length })}
        {saved.use.leastPlaces > 0 ? ` · ${w('leastPlaces', { count: saved.use.leastPlaces })}` : ''}
      </p>
      <div className="place-editor__tools" role="toolbar" aria-label={w('tools')}>
        {canWrite ? (
          <>
            <Button variant="secondary" onClick={addFromKeyboard}>
              {w('addPlace')}
            </Button>
            <Button variant="ghost" disabled={drafts.length < 2} onClick={() => edit(readingOrder(drafts))}>
              {w('readingOrder')}
            </Button>
          </>
        ) : null}
        <span className="place-editor__zoom">
          <Button
            variant="ghost"
            aria-label={w('zoomOut')}
            disabled={zoom <= ZOOM.min}
            onClick={() => setZoom((z) => Math.max(ZOOM.min, z - ZOOM.step))}
          >
            −
          </Button>
          <output aria-live="polite">{Math.round(zoom * 100)}%</output>
          <Button
            variant="ghost"
            aria-label={w('zoomIn')}
            disabled={zoom >= ZOOM.max}
            onClick={() => setZoom((z) => Math.min(ZOOM.max, z + ZOOM.step))}
          >
            +
          </Button>
        </span>
      </div>
      <div className="place-editor__layout">
        <PlaceMap
          image={resolve(plan.image)}
          size={size}
          places={drafts}
          selected={selected}
          flagged={flagged}
          zoom={zoom}
          disabled={!canWrite}
          onSelect={setSelected}
          onChange={(key, rect) => change(key, rect)}
          onAdd={add}
        />
        <div className="place-editor__side">
          {current ? (
            <PlaceFields
              place={current}
              size={size}
              disabled={!canWrite}
              labelRef={labelField}
              onChange={(patch) => change(current.key, 'place' in patch ? patch : fitInside({ ...current, ...patch }, size))}
              onRemove={() => remove(current.key)}
            />
          ) : (
            <p className="staff-table__note">{canWrite ? w('nothingSelected') : w('nothingSelectedReadOnly')}</p>
          )}
          <h3 id="place-editor-list">{w('order')}</h3>
          <ol className="place-editor__list" aria-labelledby="place-editor-list">
            {drafts.map((d, i) => (
              <li key={d.key} className={flagged.has(d.key) ? 'is-flagged' : undefined}>
                <Button
                  variant={d.key === selected ? 'primary' : 'ghost'}
                  className="btn--sm"
                  aria-pressed={d.key === selected}
                  onClick={() => setSelected(d.key)}
                >
                  {d.place}
                </Button>
                {canWrite ? (
                  <span className="place-editor__moves">
                    <Button
                      variant="ghost"
                      className="btn--sm"
                      aria-label={w('upNamed', { place: d.place })}
                      disabled={i === 0}
                      onClick={() => shift(d.key, -1)}
                    >
                      {w('up')}
                    </Button>
                    <Button
                      variant="ghost"
                      className="btn--sm"
                      aria-label={w('downNamed', { place: d.place })}
                      disabled={i === drafts.length - 1}
                      onClick={() => shift(d.key, 1)}
                    >
                      {w('down')}
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="place-editor__problems" aria-live="polite">
        {problems.length ? (
          <>
            <p>{w('problemsTitle')}</p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{problemText(p)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div role="status">{outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}</div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      {canWrite ? (
        <div className="staff-court-panel__buttons">
          <Button disabled={!dirty || problems.length > 0} loading={save.isPending} onClick={submit}>
            {w('savePlaces')}
          </Button>
          <Button
            variant="ghost"
            disabled={!dirty}
            onClick={() => {
              edit(draftsOf(saved));
              setSelected(null);
            }}
          >
            {w('discard')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
