/** What a control announces besides its label: the text of the elements its aria-describedby names (its error line). */
export function describedText(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby');
  return ids === null ? null : ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The name a member hears for an element named by others (a dialog by its title): the text aria-labelledby points at. */
export function labelledText(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-labelledby');
  return ids === null ? null : ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
