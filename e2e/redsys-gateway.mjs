// A stand-in for Redsys's payment page, for the e2e journeys only (started by playwright.config.ts). It
// speaks Redsys's documented protocol: it takes the browser's signed form (HMAC_SHA256_V1), checks the
// signature as the gateway would, shows Pay / Decline, posts the signed notification (form-encoded
// Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature) to DS_MERCHANT_MERCHANTURL, then sends the
// browser to DS_MERCHANT_URLOK or DS_MERCHANT_URLKO. Refunds (Ds_Merchant_TransactionType 3) of the orders it
// paid come to the REST entry /sis/rest/trataPeticionREST and get Redsys's signed answer (Ds_Response 0900);
// GET /refunds lists them for the journeys.
import { createCipheriv, createHmac } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.REDSYS_GATEWAY_PORT);
const merchantKey = process.env.REDSYS_MERCHANT_KEY ?? '';

/** The order's key: the order (zero-padded to 8 bytes) encrypted with 3DES-CBC under the merchant key. */
function orderKey(order) {
  const data = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
  data.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(merchantKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Orders paid here and their amount (minor units); refunds accepted. */
const paidOrders = new Map();
const refunds = [];

const readBody = async (req) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The request's parameters when its signature is Redsys-valid (standard base64 on requests). */
function verifiedRequest(form) {
  if (form.Ds_SignatureVersion !== 'HMAC_SHA256_V1' || !form.Ds_MerchantParameters) return null;
  const params = JSON.parse(Buffer.from(form.Ds_MerchantParameters, 'base64').toString('utf8'));
  const expected = createHmac('sha256', orderKey(params.DS_MERCHANT_ORDER ?? ''))
    .update(form.Ds_MerchantParameters)
    .digest('base64');
  return expected === form.Ds_Signature ? params : null;
}

/** The notification for that request: base64url parameters and signature, as Redsys sends them. */
function notification(params, response) {
  const fields = {
    Ds_Date: '20%2F03%2F2026',
    Ds_Hour: '10%3A05',
    Ds_SecurePayment: '1',
    Ds_Amount: params.DS_MERCHANT_AMOUNT,
    Ds_Currency: params.DS_MERCHANT_CURRENCY,
    Ds_Order: params.DS_MERCHANT_ORDER,
    Ds_MerchantCode: params.DS_MERCHANT_MERCHANTCODE,
    Ds_Terminal: params.DS_MERCHANT_TERMINAL,
    Ds_Response: response,
    Ds_MerchantData: '',
    Ds_TransactionType: '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: response === '0000' ? '082150' : '',
  };
  const json = Buffer.from(JSON.stringify(fields));
  const merchantParameters = json.toString('base64url').padEnd(Math.ceil(json.length / 3) * 4, '=');
  const signature = createHmac('sha256', orderKey(fields.Ds_Order)).update(merchantParameters).digest('base64url') + '=';
  return new URLSearchParams({
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signature,
  }).toString();
}

/** Redsys's REST answer to a refund: signed parameters, or an error code (SIS0054 no such order, SIS0057 more than is left). */
function refundAnswer(params) {
  const order = params.DS_MERCHANT_ORDER ?? '';
  const amount = Number(params.DS_MERCHANT_AMOUNT);
  if (params.DS_MERCHANT_TRANSACTIONTYPE !== '3') return { errorCode: 'SIS0015' };
  if (!paidOrders.has(order)) return { errorCode: 'SIS0054' };
  const left = paidOrders.get(order) - refunds.filter((r) => r.order === order).reduce((sum, r) => sum + r.amount, 0);
  if (!(amount > 0) || amount > left) return { errorCode: 'SIS0057' };
  refunds.push({ order, amount });
  const answer = {
    Ds_Amount: String(amount),
    Ds_Currency: params.DS_MERCHANT_CURRENCY,
    Ds_Order: order,
    Ds_MerchantCode: params.DS_MERCHANT_MERCHANTCODE,
    Ds_Terminal: params.DS_MERCHANT_TERMINAL,
    Ds_Response: '0900',
    Ds_AuthorisationCode: String(300000 + refunds.length),
    Ds_TransactionType: '3',
    Ds_SecurePayment: '0',
    Ds_MerchantData: '',
  };
  const merchantParameters = Buffer.from(JSON.stringify(answer)).toString('base64');
  const signature = createHmac('sha256', orderKey(order)).update(merchantParameters).digest('base64');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: merchantParameters, Ds_Signature: signature };
}

function page(form, params) {
  const hidden = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature']
    .map((n) => `<input type="hidden" name="${n}" value="${escape(form[n])}">`)
    .join('');
  const amount = (Number(params.DS_MERCHANT_AMOUNT) / 100).toFixed(2).replace('.', ',');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Redsys (e2e)</title></head>
<body><main><h1>Redsys TPV Virtual (e2e)</h1><p>Pedido ${escape(params.DS_MERCHANT_ORDER)} · ${amount} €</p>
<form method="post" action="/sis/decision">${hidden}<button name="decision" value="pay">Pagar</button> <button name="decision" value="decline">Cancelar</button></form></main></body></html>`;
}

createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200).end('ok');
    if (req.method === 'GET' && req.url === '/refunds')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refunds));
    if (req.method !== 'POST') return void res.writeHead(404).end();
    const body = await readBody(req);
    if (req.url === '/sis/rest/trataPeticionREST') {
      const params = verifiedRequest(JSON.parse(body));
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(params ? refundAnswer(params) : { errorCode: 'SIS0042' }));
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    const params = verifiedRequest(form);
    if (!params) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('SIS0042: signature error');
    if (req.url === '/sis/realizarPago')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(form, params));
    if (req.url === '/sis/decision') {
      const paid = form.decision === 'pay';
      // Server to server first, like Redsys: the portal learns the outcome from the notification, not the browser.
      const notified = await fetch(params.DS_MERCHANT_MERCHANTURL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: notification(params, paid ? '0000' : '0190'),
      });
      if (!notified.ok) console.error('notification refused', notified.status, await notified.text());
      else if (paid) paidOrders.set(params.DS_MERCHANT_ORDER, Number(params.DS_MERCHANT_AMOUNT));
      return void res.writeHead(303, { location: paid ? params.DS_MERCHANT_URLOK : params.DS_MERCHANT_URLKO }).end();
    }
    res.writeHead(404).end();
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
}).listen(port, '127.0.0.1');
