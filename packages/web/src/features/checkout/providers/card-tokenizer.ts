import type { CheckoutInfo, PaymentMethod } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { i18n } from '../../../i18n';
import type { CardData } from '../rules/card-masks';
import { loadProviderScript } from './provider-script';

export type { CardData };
export type TokenizeResult = { ok: true; token: string } | { ok: false; message: string };

/** NetPay.js (its sandbox build unless the club is in production mode). */
export const NETPAY_SCRIPT = {
  sandbox: 'https://docs.netpay.mx/cdn/js/dev/netpay.154.js',
  production: 'https://docs.netpay.mx/cdn/v1.3/netpay.min.js',
};
/** Authorize.Net's Accept.js (its sandbox unless the club is in production mode). */
export const ACCEPT_SCRIPT = { sandbox: 'https://jstest.authorize.net/v1/Accept.js', production: 'https://js.authorize.net/v1/Accept.js' };

/** What NetPay.js offers (the parts we use). */
export type NetPayJs = {
  setApiKey(key: string): void;
  setSandboxMode(sandbox: boolean): void;
  card?: {
    validateNumber?(n: string): boolean;
    validateExpiry?(month: string, year: string): boolean;
    validateCVV?(cvv: string, n: string): boolean;
    validateNumberLength?(n: string): boolean;
  };
  token: {
    create(
      card: { cardNumber: string; expMonth: string; expYear: string; cvv2: string },
      success: (e: unknown) => void,
      error: (e: unknown) => void,
    ): void;
  };
};
/** What Accept.js offers: dispatchData and its answer. */
export type AcceptResponse = {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
};
export type AcceptJs = {
  dispatchData(
    data: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string; fullName?: string };
    },
    done: (r: AcceptResponse) => void,
  ): void;
};

const t = (key: string) => i18n.t(`paymentProviders.${key}`);
const unavailable = (): TokenizeResult => ({ ok: false, message: t('cardServiceUnavailable') });

/** "MM/YY" (as the card popup's mask writes it) into month and two-digit year; null when it is not a date. */
export function splitExpiry(expiry: string): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m?.[1] || !m[2]) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month: String(month).padStart(2, '0'), year: m[2].slice(-2) };
}

/** A provider's words out of its callback's payload (a string, `message`, `message.message`, `error`...). */
function providerText(e: unknown): string | null {
  if (typeof e === 'string') return e || null;
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    for (const key of ['message', 'error', 'description', 'text']) {
      const found = providerText(o[key]);
      if (found) return found;
    }
  }
  return null;
}

/** NetPay.js answers the token in `message.data` (JSON text), or directly. */
function netPayToken(e: unknown): string | null {
  const o = (e ?? {}) as { token?: unknown; message?: { data?: unknown; token?: unknown } };
  if (typeof o.token === 'string') return o.token;
  if (typeof o.message?.token === 'string') return o.message.token;
  const data = o.message?.data;
  if (typeof data === 'string') {
    try {
      const parsed = JSON.parse(data) as { token?: unknown };
      return typeof parsed.token === 'string' ? parsed.token : null;
    } catch {
      return null;
    }
  }
  return data && typeof (data as { token?: unknown }).token === 'string' ? (data as { token: string }).token : null;
}

async function netPay(card: CardData, number: string, exp: { month: string; year: string }, info: CheckoutInfo): Promise<TokenizeResult> {
  if (!info.netPayPublicKey) return unavailable();
  let np: NetPayJs;
  try {
    np = await loadProviderScript<NetPayJs>(info.netPayProdMode ? NETPAY_SCRIPT.production : NETPAY_SCRIPT.sandbox, 'NetPay');
  } catch {
    return unavailable();
  }
  np.setApiKey(info.netPayPublicKey);
  np.setSandboxMode(!info.netPayProdMode);
  // Spec: NetPay checks the card number, its length, the expiry and the CVV before tokenising.
  const v = np.card;
  if ((v?.validateNumber && !v.validateNumber(number)) || (v?.validateNumberLength && !v.validateNumberLength(number)))
    return { ok: false, message: t('invalidCardNumber') };
  if (v?.validateExpiry && !v.validateExpiry(exp.month, exp.year)) return { ok: false, message: t('invalidExpiry') };
  if (v?.validateCVV && !v.validateCVV(card.securityCode, number)) return { ok: false, message: t('invalidCvc') };
  return new Promise((resolve) => {
    np.token.create(
      { cardNumber: number, expMonth: exp.month, expYear: exp.year, cvv2: card.securityCode.trim() },
      (e) => {
        const token = netPayToken(e);
        resolve(token ? { ok: true, token } : { ok: false, message: providerText(e) ?? i18n.t('messages.crash') });
      },
      (e) => resolve({ ok: false, message: providerText(e) ?? i18n.t('messages.crash') }),
    );
  });
}

async function authorizeNet(
  card: CardData,
  number: string,
  exp: { month: string; year: string },
  info: CheckoutInfo,
): Promise<TokenizeResult> {
  if (!info.authorizeNet) return unavailable();
  const { apiLoginId, clientKey, prodMode } = info.authorizeNet;
  let accept: AcceptJs;
  try {
    accept = await loadProviderScript<AcceptJs>(prodMode ? ACCEPT_SCRIPT.production : ACCEPT_SCRIPT.sandbox, 'Accept');
  } catch {
    return unavailable();
  }
  return new Promise((resolve) => {
    accept.dispatchData(
      {
        authData: { clientKey, apiLoginID: apiLoginId },
        cardData: {
          cardNumber: number,
          month: exp.month,
          year: exp.year,
          cardCode: card.securityCode.trim(),
          ...(card.name.trim() ? { fullName: card.name.trim() } : {}),
        },
      },
      (r) => {
        if (r.messages.resultCode === 'Ok' && r.opaqueData?.dataValue) resolve({ ok: true, token: r.opaqueData.dataValue });
        else resolve({ ok: false, message: r.messages.message.map((m) => m.text).join(' ') || i18n.t('messages.crash') });
      },
    );
  });
}

/**
 * Turns the card popup's data into the provider's single-use token (NetPay 10, Authorize.Net 15), in the
 * browser: the card number never reaches our server. The provider's script is loaded only now. The token
 * goes into the checkout request as `tpvOnlineInfoTemp`; a refusal answers the provider's own message.
 */
export async function tokenizeCard(method: PaymentMethod, card: CardData, info: CheckoutInfo): Promise<TokenizeResult> {
  const number = card.number.replace(/\D/g, '');
  const exp = splitExpiry(card.expiry);
  if (!exp) return { ok: false, message: t('invalidExpiry') };
  if (method.type === PaymentMethodType.NetPay) return netPay(card, number, exp, info);
  if (method.type === PaymentMethodType.AuthorizeNet) return authorizeNet(card, number, exp, info);
  return unavailable();
}
