import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOOR_PLAN_LIMITS, type ImageSize, type PlaceRect } from '@clubportal/contract/staff-floor-plans';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { DraftPlace } from '../rules/place-editor';

type Patch = { place: string } | Partial<PlaceRect>;
const AXES = ['x', 'y', 'w', 'h'] as const;

/**
 * The selected place in words and numbers: its label and its rectangle in the image's pixels, the single-pointer
 * and keyboard way to place it exactly (WCAG 2.5.7). A place members hold in classes to come cannot be removed here
 * (the server would refuse it, naming them).
 */
export function PlaceFields({
  place,
  size,
  disabled,
  labelRef,
  onChange,
  onRemove,
}: {
  place: DraftPlace;
  size: ImageSize;
  disabled: boolean;
  labelRef: RefObject<HTMLInputElement | null>;
  onChange: (patch: Patch) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const w = (key: string, values?: Record<string, unknown>) => t(`staff.floorPlans.${key}`, values ?? {});
  const max = { x: size.width - 1, y: size.height - 1, w: size.width, h: size.height };
  return (
    <fieldset className="place-fields" disabled={disabled}>
      <legend>{w('selectedPlace', { place: place.place })}</legend>
      <Field label={w('label')} required>
        {(c) => (
          <input
            ref={labelRef}
            type="text"
            autoComplete="off"
            maxLength={FLOOR_PLAN_LIMITS.place}
            {...c}
            value={place.place}
            onChange={(e) => onChange({ place: e.target.value })}
          />
        )}
      </Field>
      <div className="place-fields__numbers">
        {AXES.map((axis) => (
          <NumberField
            key={`${place.key}-${axis}`}
            label={w(`axis.${axis}`)}
            value={place[axis]}
            min={axis === 'w' || axis === 'h' ? 1 : 0}
            max={max[axis]}
            onChange={(value) => onChange({ [axis]: value })}
          />
        ))}
      </div>
      {place.heldIn > 0 ? <p className="staff-table__note">{w('heldIn', { count: place.heldIn })}</p> : null}
      <Button variant="ghost" disabled={place.heldIn > 0} onClick={onRemove}>
        {w('removePlace')}
      </Button>
    </fieldset>
  );
}

/**
 * A whole number of pixels: what is typed stays as typed while the field has the focus (each whole number is applied
 * at once, kept inside the image); leaving it shows the value the place has.
 */
function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Field label={label}>
      {(c) => (
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          {...c}
          value={typed ?? String(value)}
          onChange={(e) => {
            setTyped(e.target.value);
            const n = e.target.valueAsNumber;
            if (Number.isInteger(n)) onChange(n);
          }}
          onBlur={() => setTyped(null)}
        />
      )}
    </Field>
  );
}
