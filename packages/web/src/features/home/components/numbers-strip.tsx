import { useTranslation } from 'react-i18next';

export type ClubNumber = { value: string; label: string };

/** The club in numbers (template number1..4 with textNumbers1..4); empty entries are left out. */
export function NumbersStrip({ items }: { items: ClubNumber[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="numbers" aria-label={t('home.numbersLabel')}>
      <dl className="container numbers__grid" data-count={items.length}>
        {items.map((item, index) => (
          <div className="numbers__item" key={index}>
            <dt className="numbers__label">{item.label}</dt>
            <dd className="numbers__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
