import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSize, PlaceRect } from '@clubportal/contract/staff-floor-plans';
import { DRAG_THRESHOLD, fitInside, keyedRect, rectAt, rectBetween, type DraftPlace } from '../rules/place-editor';

type Point = { x: number; y: number };
type Gesture =
  { kind: 'draw'; from: Point; to: Point } | { kind: 'move'; key: string; offset: Point } | { kind: 'resize'; key: string; origin: Point };

/** Screen pixels a resize handle measures, whatever the image's size and the zoom. */
const HANDLE_PX = 16;

/**
 * The plan being drawn: its image with every place over it, in an SVG whose coordinates are the image's own pixels.
 * A click on the image adds a place there, a drag draws one; a place is dragged to move it and by its corner handle
 * to resize it. Each place is also a focusable button: focused, it is selected, and the arrow keys move it (Shift: 10
 * pixels), with Alt (or Ctrl) they resize it; the editor's fields do the same in numbers (WCAG 2.5.7).
 */
export function PlaceMap({
  image,
  size,
  places,
  selected,
  flagged,
  zoom,
  disabled,
  onSelect,
  onChange,
  onAdd,
}: {
  image: string;
  size: ImageSize;
  places: readonly DraftPlace[];
  selected: string | null;
  /** Places a problem names (drawn in red). */
  flagged: ReadonlySet<string>;
  zoom: number;
  disabled: boolean;
  onSelect: (key: string) => void;
  onChange: (key: string, rect: PlaceRect) => void;
  onAdd: (rect: PlaceRect) => void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  // Image pixels per screen pixel, so handles and labels keep a size a finger and an eye can use.
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = el.getBoundingClientRect().width;
      if (width > 0) setScale(size.width / width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [size.width]);

  const toImage = (event: { clientX: number; clientY: number }): Point => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return { x: ((event.clientX - box.left) / box.width) * size.width, y: ((event.clientY - box.top) / box.height) * size.height };
  };
  const byKey = (key: string) => places.find((p) => p.key === key);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || event.button !== 0) return;
    const target = event.target as Element;
    const point = toImage(event);
    const handle = target.closest('[data-handle]')?.getAttribute('data-handle');
    const key = target.closest('[data-key]')?.getAttribute('data-key');
    svg.current?.setPointerCapture?.(event.pointerId);
    if (handle) {
      const p = byKey(handle);
      if (p) setGesture({ kind: 'resize', key: handle, origin: { x: p.x, y: p.y } });
    } else if (key) {
      const p = byKey(key);
      onSelect(key);
      if (p) setGesture({ kind: 'move', key, offset: { x: point.x - p.x, y: point.y - p.y } });
    } else {
      setGesture({ kind: 'draw', from: point, to: point });
    }
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const point = toImage(event);
    if (gesture.kind === 'draw') setGesture({ ...gesture, to: point });
    const p = gesture.kind === 'draw' ? undefined : byKey(gesture.key);
    if (!p) return;
    if (gesture.kind === 'move') onChange(p.key, fitInside({ ...p, x: point.x - gesture.offset.x, y: point.y - gesture.offset.y }, size));
    if (gesture.kind === 'resize')
      onChange(p.key, fitInside({ ...p, w: Math.max(1, point.x - gesture.origin.x), h: Math.max(1, point.y - gesture.origin.y) }, size));
  };
  const dragged = (g: Extract<Gesture, { kind: 'draw' }>) => Math.hypot(g.to.x - g.from.x, g.to.y - g.from.y) >= DRAG_THRESHOLD * scale;
  const onPointerUp = () => {
    if (gesture?.kind === 'draw')
      onAdd(dragged(gesture) ? rectBetween(gesture.from, gesture.to, size) : rectAt(gesture.from, places, size));
    setGesture(null);
  };
  const onKeyDown = (p: DraftPlace) => (event: KeyboardEvent<SVGGElement>) => {
    if (disabled) return;
    const next = keyedRect(p, event.key, { shift: event.shiftKey, alt: event.altKey || event.ctrlKey || event.metaKey }, size);
    if (!next) return;
    event.preventDefault();
    onChange(p.key, next);
  };

  const preview = gesture?.kind === 'draw' && dragged(gesture) ? rectBetween(gesture.from, gesture.to, size) : null;
  const handle = HANDLE_PX * scale;
  return (
    <div className="place-map__viewport">
      <div className="place-map__canvas" style={{ width: `${zoom * 100}%`, aspectRatio: `${size.width} / ${size.height}` }}>
        <img className="place-map__image" src={image} alt="" draggable={false} />
        <svg
          ref={svg}
          className={`place-map__svg${disabled ? ' is-disabled' : ''}`}
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          role="group"
          aria-label={t('staff.floorPlans.mapLabel')}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setGesture(null)}
        >
          {places.map((p) => {
            const isSelected = p.key === selected;
            return (
              <g
                key={p.key}
                data-key={p.key}
                className={`place-map__place${isSelected ? ' is-selected' : ''}${flagged.has(p.key) ? ' is-flagged' : ''}`}
                role="button"
                tabIndex={disabled ? -1 : 0}
                aria-pressed={isSelected}
                aria-label={t('staff.floorPlans.placeOnMap', { place: p.place, x: p.x, y: p.y, w: p.w, h: p.h })}
                onFocus={() => onSelect(p.key)}
                onKeyDown={onKeyDown(p)}
              >
                <rect x={p.x} y={p.y} width={p.w} height={p.h} vectorEffect="non-scaling-stroke" />
                <text x={p.x + p.w / 2} y={p.y + p.h / 2} fontSize={Math.max(8 * scale, Math.min(p.h * 0.3, 14 * scale))}>
                  {p.place}
                </text>
                {isSelected && !disabled ? (
                  <rect
                    data-handle={p.key}
                    className="place-map__handle"
                    x={p.x + p.w - handle / 2}
                    y={p.y + p.h - handle / 2}
                    width={handle}
                    height={handle}
                    vectorEffect="non-scaling-stroke"
                  />
                ) : null}
              </g>
            );
          })}
          {preview ? (
            <rect
              className="place-map__preview"
              x={preview.x}
              y={preview.y}
              width={preview.w}
              height={preview.h}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>
      </div>
    </div>
  );
}
