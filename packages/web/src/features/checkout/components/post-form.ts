/**
 * Sends the browser to a payment gateway by posting a form (Redsys's signed fields, Webpay's token_ws),
 * the way the gateway expects to be reached: a real top-level form post, not a fetch.
 */
export function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
