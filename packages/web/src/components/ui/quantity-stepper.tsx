import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from './more-icons';

type Props = {
  value: number;
  /** Accessible name of the box ("Quantity", "Units of Pala Vertex"). */
  label: string;
  onDecrement: () => void;
  onIncrement: () => void;
  /** A typed value, committed on Enter or when the box loses focus (the caller ignores what is not a number). */
  onSet: (text: string) => void;
  /** The minus button is disabled at this value (the shop's box stops at 1; the cart's goes to 0 and removes). */
  min?: number;
  max: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

/** A number box between minus and plus buttons (spec: quantity 1 to 1000, non-numeric ignored). */
export function QuantityStepper({ value, label, onDecrement, onIncrement, onSet, min, max, disabled = false, size = 'md' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed, until Enter or blur commits it; otherwise the box shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== String(value)) onSet(draft);
    setDraft(null);
  };
  return (
    <div className={`quantity quantity--${size}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        type="button"
        className="quantity__button"
        onClick={onDecrement}
        disabled={disabled || (min !== undefined && value <= min)}
        aria-label={t('quantity.decrease')}
      >
        <MinusIcon size={16} />
      </button>
      <input
        className="quantity__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(value)}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="quantity__button"
        onClick={onIncrement}
        disabled={disabled || value >= max}
        aria-label={t('quantity.increase')}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
