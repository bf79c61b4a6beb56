import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_ZOOM, nextZoom, placeRect, type PlaceState, type TemplateMapConfig } from '@clubportal/contract/bookings-by-place';

export type PlanPlace = { id: number; place: string; configJson: string; state: PlaceState; holder: string };

/** Steps of the +/- buttons and of one wheel notch (each MAP_ZOOM.step, 0.05). */
const BUTTON_STEPS = 10;
const WHEEL_STEPS = 2;

/**
 * The floor plan: the template's image with a button over each place (its rectangle in the image's own
 * coordinates, placed in percent so any zoom keeps it on its spot). Zoom from 1 to 6 in steps of 0.05 by
 * the +/- buttons, Ctrl + wheel (a trackpad's pinch) and a two-finger pinch; the map scrolls to pan (a finger, the trackpad). Each
 * place has a tooltip: the holder (when the club shows them), 'Booked' or 'Not booked'; only free places
 * answer a tap. Keyboard and screen-reader users choose from the list beside it: the map is for pointers.
 */
export function FloorPlan({
  image,
  size,
  places,
  onPick,
}: {
  image: string;
  size: TemplateMapConfig;
  places: PlanPlace[];
  onPick: (place: PlanPlace) => void;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.min);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  // Ctrl + wheel (and a trackpad's pinch, which the browser sends as one) zooms the map instead of the page; a
  // plain wheel scrolls as usual. A native listener: React's wheel listener is passive and cannot keep the page still.
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if ((!event.ctrlKey && !event.metaKey) || event.deltaY === 0) return;
      event.preventDefault();
      setZoom((z) => nextZoom(z, event.deltaY < 0 ? WHEEL_STEPS : -WHEEL_STEPS));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (start && start.distance > 0 && pointers.current.size === 2) {
      const target = start.zoom * (distance() / start.distance);
      setZoom(nextZoom(target, 0));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const label = (p: PlanPlace) =>
    p.state === 'free' ? t('byPlace.notBooked') : p.state === 'mine' ? t('byPlace.yourPlace') : p.holder || t('byPlace.booked');

  return (
    <div className="floor-plan">
      <div className="floor-plan__zoom" role="group" aria-label={t('byPlace.zoom')}>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setZoom((z) => nextZoom(z, -BUTTON_STEPS))}
          disabled={zoom <= MAP_ZOOM.min}
          aria-label={t('byPlace.zoomOut')}
        >
          −
        </button>
        <output className="floor-plan__level" aria-live="polite">
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setZoom((z) => nextZoom(z, BUTTON_STEPS))}
          disabled={zoom >= MAP_ZOOM.max}
          aria-label={t('byPlace.zoomIn')}
        >
          +
        </button>
      </div>
      <div
        ref={viewport}
        className="floor-plan__viewport"
        data-zoom={zoom}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="floor-plan__canvas"
          style={{ width: `${zoom * 100}%`, aspectRatio: `${size.width} / ${size.height}` }}
          aria-hidden="true"
        >
          <img className="floor-plan__image" src={image} alt="" draggable={false} />
          {places.map((p) => {
            const rect = placeRect(p.configJson);
            if (!rect) return null;
            return (
              <button
                key={p.id}
                type="button"
                tabIndex={-1}
                className={`floor-plan__place is-${p.state}`}
                style={{
                  left: `${(rect.x / size.width) * 100}%`,
                  top: `${(rect.y / size.height) * 100}%`,
                  width: `${(rect.w / size.width) * 100}%`,
                  height: `${(rect.h / size.height) * 100}%`,
                }}
                data-place={p.place}
                aria-disabled={p.state !== 'free'}
                onClick={() => p.state === 'free' && onPick(p)}
              >
                <span className="floor-plan__tip" role="tooltip">
                  {p.place}: {label(p)}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
