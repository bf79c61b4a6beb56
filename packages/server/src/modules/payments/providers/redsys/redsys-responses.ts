/**
 * What a refused Redsys payment's Ds_Response means, in Redsys's own words (its response code list), for the
 * member's "your card was declined: ..." on /cz/ko. A code that is not the card's refusal (a cancel by the
 * member, 9915; the shop's own configuration) has no reason to show.
 */
const REASONS: Record<string, string> = {
  '0101': 'Tarjeta caducada',
  '0102': 'Tarjeta en excepción transitoria o bajo sospecha de fraude',
  '0106': 'Intentos de PIN excedidos',
  '0125': 'Tarjeta no efectiva',
  '0129': 'Código de seguridad (CVV2/CVC2) incorrecto',
  '0180': 'Tarjeta ajena al servicio',
  '0184': 'Error en la autenticación del titular',
  '0190': 'Denegación del emisor sin especificar motivo',
  '0191': 'Fecha de caducidad errónea',
  '0195': 'Requiere autenticación SCA',
  '0202': 'Tarjeta en excepción transitoria o bajo sospecha de fraude con retirada de tarjeta',
  '0912': 'Emisor no disponible',
  '9912': 'Emisor no disponible',
  '9064': 'Número de posiciones de la tarjeta incorrecto',
  '9078': 'Tipo de operación no permitida para esa tarjeta',
  '9093': 'Tarjeta no existente',
  '9094': 'Rechazo servidores internacionales',
  '9253': 'Tarjeta no cumple el check-digit',
  '9257': 'Esta tarjeta no permite operativa de preautorizaciones',
  '9997': 'Se está procesando otra transacción en SIS con la misma tarjeta',
};

export function redsysDeclineReason(response: string): string | null {
  return REASONS[response.padStart(4, '0')] ?? null;
}
