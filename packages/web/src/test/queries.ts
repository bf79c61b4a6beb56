/** The text of the elements an ARIA reference attribute names, as a screen reader joins them; null without the attribute. */
function referencedText(element: HTMLElement, attribute: 'aria-describedby' | 'aria-labelledby'): string | null {
  const ids = element.getAttribute(attribute);
  return ids === null
    ? null
    : ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
}

/** What a control announces besides its label: its error line (aria-describedby). */
export const describedText = (control: HTMLElement) => referencedText(control, 'aria-describedby');

/** The name a member hears for an element titled by another (a dialog by its title): aria-labelledby's text. */
export const labelledText = (element: HTMLElement) => referencedText(element, 'aria-labelledby');
