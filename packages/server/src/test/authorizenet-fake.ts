import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

type Card = 'approve' | 'decline' | 'review';
type Transaction = { transId: string; status: string; amount: string; invoiceNumber: string; card: Card };
type RefundRequest = {
  transactionType: 'voidTransaction' | 'refundTransaction';
  amount?: string;
  payment?: { creditCard: { cardNumber: string; expirationDate: string } };
  refTransId: string;
  order?: { invoiceNumber: string };
};

/**
 * A local stand-in for Authorize.Net's JSON API (one address, the request named by its root element),
 * from its documentation: `merchantAuthentication` in every request, `createTransactionRequest` with an
 * Accept.js nonce (`opaqueData`, single use: E00114 once spent), `transactionResponse.responseCode`
 * 1 approved / 2 declined / 4 held for review, a saved card charged by its customer profile
 * (`createCustomerProfileFromTransactionRequest`), `getTransactionDetailsRequest`, voids of unsettled and
 * refunds of settled charges (`settle` plays the day's batch); answers start with a
 * byte-order mark. `tokenize` plays Accept.js's dispatchData.
 */
export class AuthorizeNetFake {
  readonly transactions = new Map<string, Transaction>();
  readonly charges: Array<{ amount: string; currencyCode: string; invoiceNumber: string; refId: string }> = [];
  private readonly nonces = new Map<string, { card: Card; used: boolean }>();
  /** Customer payment profiles ("profileId/paymentProfileId"): the cards saved from a transaction. */
  readonly profiles = new Map<string, Card>();
  /** Voids and refunds made (refundTransaction: of a settled charge, by its card's last four digits). */
  readonly refunds: Array<{
    transactionType: 'voidTransaction' | 'refundTransaction';
    refTransId: string;
    amount: string;
    invoiceNumber: string;
    transId: string;
  }> = [];
  private server: Server | undefined;
  private seq = 60_000_000_000;

  constructor(
    private readonly loginId: string,
    private readonly transactionKey: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    return `${await listenLocally(this.server)}/xml/v1/request.api`;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private send(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(`\uFEFF${JSON.stringify(body)}`);
  }

  private error(res: ServerResponse, code: string, text: string, extra: object = {}) {
    return this.send(res, { ...extra, messages: { resultCode: 'Error', message: [{ code, text }] } });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text) as Record<
      string,
      {
        merchantAuthentication?: { name?: string; transactionKey?: string };
        refId?: string;
        transId?: string;
        transactionRequest?: unknown;
      }
    >;
    const [root, request] = Object.entries(body)[0] ?? [];
    const auth = request?.merchantAuthentication;
    if (!request || auth?.name !== this.loginId || auth.transactionKey !== this.transactionKey)
      return this.error(res, 'E00007', 'User authentication failed due to invalid authentication values.');
    const kind = (request.transactionRequest as { transactionType?: string } | undefined)?.transactionType;
    if (root === 'createTransactionRequest' && (kind === 'voidTransaction' || kind === 'refundTransaction'))
      return this.refund(res, request.transactionRequest as RefundRequest, request.refId);
    if (root === 'createTransactionRequest') {
      const t = request.transactionRequest as {
        transactionType: string;
        amount: string;
        currencyCode: string;
        payment?: { opaqueData: { dataDescriptor: string; dataValue: string } };
        profile?: { customerProfileId: string; paymentProfile: { paymentProfileId: string } };
        order: { invoiceNumber: string };
      };
      // Authorize.Net reads the elements in its schema's order: transactionType, amount, currencyCode, payment, profile... order.
      const keys = Object.keys(t);
      const source = t.payment ? 'payment' : 'profile';
      if (
        keys.indexOf('transactionType') !== 0 ||
        keys.indexOf('amount') > keys.indexOf(source) ||
        keys.indexOf(source) > keys.indexOf('order')
      ) {
        return this.error(res, 'E00003', "The element 'transactionRequest' has invalid child element order.");
      }
      this.charges.push({
        amount: t.amount,
        currencyCode: t.currencyCode,
        invoiceNumber: t.order.invoiceNumber,
        refId: request.refId ?? '',
      });
      let nonce: { card: Card; used: boolean } | undefined;
      if (t.profile) {
        const card = this.profiles.get(`${t.profile.customerProfileId}/${t.profile.paymentProfile.paymentProfileId}`);
        if (!card) return this.error(res, 'E00040', 'The record cannot be found.', { refId: request.refId });
        nonce = { card, used: false };
      } else {
        nonce = this.nonces.get(t.payment?.opaqueData.dataValue ?? '');
        if (t.payment?.opaqueData.dataDescriptor !== 'COMMON.ACCEPT.INAPP.PAYMENT' || !nonce || nonce.used)
          return this.error(res, 'E00114', 'Invalid OTS Token.', { refId: request.refId });
      }
      nonce.used = true;
      const transId = String((this.seq += 1));
      const approved = nonce.card === 'approve';
      this.transactions.set(transId, {
        transId,
        status: approved ? 'capturedPendingSettlement' : nonce.card === 'review' ? 'FDSPendingReview' : 'declined',
        amount: t.amount,
        invoiceNumber: t.order.invoiceNumber,
        card: nonce.card,
      });
      const transactionResponse = {
        responseCode: approved ? '1' : nonce.card === 'review' ? '4' : '2',
        authCode: approved ? 'ABC123' : '',
        transId,
        accountNumber: 'XXXX1111',
        accountType: 'Visa',
        ...(approved ? { messages: [{ code: '1', description: 'This transaction has been approved.' }] } : {}),
        ...(nonce.card === 'decline' ? { errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] } : {}),
        ...(nonce.card === 'review'
          ? { messages: [{ code: '252', description: 'Your order has been received. Thank you for your business!' }] }
          : {}),
      };
      if (nonce.card === 'decline')
        return this.error(res, 'E00027', 'The transaction was unsuccessful.', { transactionResponse, refId: request.refId });
      return this.send(res, {
        transactionResponse,
        refId: request.refId,
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    }
    if (root === 'createCustomerProfileFromTransactionRequest') {
      const tx = this.transactions.get(request.transId ?? '');
      if (!tx || tx.status !== 'capturedPendingSettlement') return this.error(res, 'E00040', 'The record cannot be found.');
      const customerProfileId = String((this.seq += 1));
      const paymentProfileId = String((this.seq += 1));
      this.profiles.set(`${customerProfileId}/${paymentProfileId}`, tx.card);
      return this.send(res, {
        customerProfileId,
        customerPaymentProfileIdList: [paymentProfileId],
        customerShippingAddressIdList: [],
        validationDirectResponseList: [],
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    }
    if (root === 'getTransactionDetailsRequest') {
      const tx = this.transactions.get(request.transId ?? '');
      if (!tx) return this.error(res, 'E00040', 'The record cannot be found.');
      const payment = { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX', cardType: 'Visa' } };
      return this.send(res, {
        transaction: {
          transId: tx.transId,
          transactionStatus: tx.status,
          authAmount: Number(tx.amount),
          settleAmount: Number(tx.amount),
          order: { invoiceNumber: tx.invoiceNumber },
          payment,
        },
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    }
    return this.error(res, 'E00003', `Unknown request ${root}`);
  }

  /**
   * voidTransaction cancels a charge not settled yet (all of it); refundTransaction gives back part or all
   * of a settled one, given the card's last four digits, at most what is left, and not twice for one
   * invoice number and amount (the duplicate window, response reason 11).
   */
  private refund(res: ServerResponse, t: RefundRequest, refId: string | undefined) {
    const keys = Object.keys(t);
    if (
      keys.indexOf('transactionType') !== 0 ||
      keys.indexOf('refTransId') < keys.indexOf('payment') ||
      (t.order && keys.indexOf('order') < keys.indexOf('refTransId'))
    ) {
      return this.error(res, 'E00003', "The element 'transactionRequest' has invalid child element order.");
    }
    const tx = this.transactions.get(t.refTransId);
    const refused = (errorText: string) =>
      this.error(res, 'E00027', 'The transaction was unsuccessful.', {
        refId,
        transactionResponse: { responseCode: '3', transId: '0', errors: [{ errorCode: '54', errorText }] },
      });
    if (!tx) return refused('The referenced transaction does not meet the criteria for issuing a credit.');
    const transId = String((this.seq += 1));
    const ok = () =>
      this.send(res, {
        refId,
        transactionResponse: {
          responseCode: '1',
          transId,
          refTransID: tx.transId,
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        },
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    if (t.transactionType === 'voidTransaction') {
      if (tx.status !== 'capturedPendingSettlement') return refused('The referenced transaction cannot be voided.');
      tx.status = 'voided';
      this.refunds.push({ transactionType: 'voidTransaction', refTransId: tx.transId, amount: tx.amount, invoiceNumber: '', transId });
      return ok();
    }
    const invoiceNumber = t.order?.invoiceNumber ?? '';
    if (this.refunds.some((r) => r.refTransId === tx.transId && r.invoiceNumber === invoiceNumber && r.amount === t.amount)) {
      return this.error(res, 'E00027', 'The transaction was unsuccessful.', {
        refId,
        transactionResponse: {
          responseCode: '3',
          transId: '0',
          errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
        },
      });
    }
    const left = Number(tx.amount) - this.refunds.filter((r) => r.refTransId === tx.transId).reduce((a, r) => a + Number(r.amount), 0);
    if (tx.status !== 'settledSuccessfully' || t.payment?.creditCard.cardNumber !== '1111' || !(Number(t.amount) <= left + 1e-9))
      return refused('The referenced transaction does not meet the criteria for issuing a credit.');
    this.refunds.push({ transactionType: 'refundTransaction', refTransId: tx.transId, amount: t.amount ?? '', invoiceNumber, transId });
    return ok();
  }

  /** The day's batch settles: the charge can now be refunded (no longer voided). */
  settle(transId: string) {
    (this.transactions.get(transId) as Transaction).status = 'settledSuccessfully';
  }

  /** Accept.js's dispatchData answered a nonce for a card that will be approved, declined or held for review. */
  tokenize(card: Card): string {
    const nonce = `eyJjb2RlIjoiNTBfMl8wNjAwMDUz${randomBytes(24).toString('base64url')}`;
    this.nonces.set(nonce, { card, used: false });
    return nonce;
  }

  /** The merchant's review of a held transaction ends (captured or declined). */
  settleReview(transId: string, approved: boolean) {
    (this.transactions.get(transId) as Transaction).status = approved ? 'capturedPendingSettlement' : 'declined';
  }
}
