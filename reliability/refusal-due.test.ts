import { describe, expect, it } from 'vitest';
import { refusalDue, type Sent } from './refusal-due.js';
import type { Operation } from './request-arbitraries.js';

// The fuzz's judge of "a refusal was due": it must name what issue 29 saw answered 200 and let a fair request by.
const customerParam = { name: 'customerId', in: 'path' as const, required: true, schema: { type: 'integer', minimum: 1 } };
const op: Operation = {
  method: 'POST',
  path: '/api/things/{customerId}',
  parameters: [customerParam],
  body: { type: 'object', properties: { units: { type: 'integer', minimum: 1 } }, required: ['units'] },
  bodyTypes: ['application/json'],
};
const fair: Sent = {
  method: 'POST',
  params: [{ param: customerParam, value: '7', raw: false }],
  json: { units: 2 },
  contentType: 'application/json',
  sessionCustomer: 7,
  foreignCustomer: 8,
};

describe('a refusal is due', () => {
  it('lets a fair request by', () => {
    expect(refusalDue(op, 'customer', fair)).toBeUndefined();
    expect(refusalDue(op, 'public', { ...fair, sessionCustomer: null })).toBeUndefined();
  });

  it.each<[string, Partial<Sent>]>([
    ['a guest', { sessionCustomer: null }],
    ["another customer's id", { params: [{ param: customerParam, value: '8', raw: false }] }],
    ['an odd id', { params: [{ param: customerParam, value: '05', raw: false }] }],
    ['a required field missing', { json: {} }],
    ['a field of the wrong type', { json: { units: 'two' } }],
    ['a body that is not JSON', { json: undefined }],
    ['a form body', { contentType: 'application/x-www-form-urlencoded' }],
    ['another method', { method: 'PUT' }],
  ])('for %s on a customer route', (_, change) => {
    expect(refusalDue(op, 'customer', { ...fair, ...change })).toEqual(expect.any(String));
  });
});
