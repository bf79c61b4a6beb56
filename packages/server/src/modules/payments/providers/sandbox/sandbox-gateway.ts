import { formatMoney } from '@clubportal/contract/format';
import { money } from '@clubportal/contract/money';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox gateway's page: what a card gateway shows, with the three outcomes a developer (or an e2e
 * journey) needs. Plain HTML from the server: it stands for a page on another site.
 */
export function sandboxPage(v: { ref: string; amount: number; currency: string; description: string; open: boolean }): string {
  const amount = formatMoney(money(v.amount, v.currency), { currencySymbol: v.currency, decimalSeparator: ',' });
  const button = (action: string, label: string, style: string) =>
    `<form method="post" action="/api/sandbox/pay/${escapeHtml(v.ref)}"><input type="hidden" name="action" value="${action}"><button type="submit" style="${style}">${label}</button></form>`;
  const actions = v.open
    ? `<div class="actions">
${button('pay', 'Pay', 'background:#0a7d4f;color:#fff')}
${button('decline', 'Decline', 'background:#b42318;color:#fff')}
${button('abandon', 'Abandon', 'background:#fff;color:#1d2733;border:1px solid #c8ced6')}
</div>`
    : '<p class="closed">This payment is no longer waiting for the card.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Sandbox card gateway</title>
<style>
body{margin:0;padding:0 16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1d2733}
main{max-width:420px;margin:48px auto;padding:28px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{font-size:13px;color:#5b6673;margin:0 0 20px}
.amount{font-size:32px;font-weight:700;margin:12px 0}.desc{color:#5b6673;margin:0 0 24px}
.actions{display:grid;gap:10px}button{width:100%;padding:12px;font-size:16px;font-weight:600;border:0;border-radius:8px;cursor:pointer}
button:focus-visible{outline:3px solid #1d6fd6;outline-offset:2px}.closed{font-weight:600}
</style></head>
<body><main>
<h1>Sandbox card gateway</h1>
<p class="note">Development only: no money moves. The outcome reaches the portal as a signed notification.</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="desc">${escapeHtml(v.description)}</p>
${actions}
</main></body></html>`;
}
