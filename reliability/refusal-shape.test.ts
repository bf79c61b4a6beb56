import { describe, expect, it } from 'vitest';
import type { Answer } from './http-client.js';
import { expectRefusalShape } from './refusal-shape.js';

// The checker the fuzz and the replays lean on: it must refuse what issue 19 saw and let real sentences pass.
const answer = (body: unknown, contentType = 'application/json; charset=utf-8'): Answer => ({
  status: 400,
  contentType,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  headers: new Headers(),
});
const check = (body: unknown, contentType?: string) => () => expectRefusalShape(answer(body, contentType), 'test');

describe('the refusal shape', () => {
  it.each([
    'The field “name” is missing',
    'El campo «cliente» no es un identificador válido',
    'Some error ocurred downloading your ticket',
    'Not found: PATCH /api/shop/get/NaN/92',
    '#23 cannot be booked with this booking type',
    'endRow must be greater than startRow',
    'Accedi o registrati',
  ])('lets the sentence "%s" through', (errorMsg) => {
    expect(check({ ok: false, errorMsg })).not.toThrow();
  });

  it.each([
    'body.name: Required',
    'params.bookingToken: not a booking token',
    'saleItems.0.units: Too small: expected number to be >0',
    'querystring/customerId must match pattern',
    "Cannot read properties of undefined (reading 'id')",
    'Error: SQLITE_CONSTRAINT: FOREIGN KEY constraint failed',
    'Invalid',
    '',
  ])('refuses "%s"', (errorMsg) => {
    expect(check({ ok: false, errorMsg })).toThrow();
  });

  it('refuses any other shape: not JSON, ok true, no errorMsg, a Fastify default error', () => {
    expect(check('<html>Bad Request</html>', 'text/html')).toThrow();
    expect(check({ ok: true, errorMsg: 'All fine here' })).toThrow();
    expect(check({ ok: false })).toThrow();
    expect(check({ statusCode: 400, error: 'Bad Request', message: 'body must be object' })).toThrow();
  });
});
