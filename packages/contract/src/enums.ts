/** Shared enums of the spec (section 3 of both files). Numeric values are part of the public API. */

export const PaymentType = { NotSet: 0, Full: 1, Shared: 2, ByPlace: 3 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const Team = { NotSet: -1, Team1: 0, Team2: 1 } as const;
export type Team = (typeof Team)[keyof typeof Team];

export const PaymentMethodType = {
  Redsys: 1,
  Pending: 5,
  MoneyVoucher: 6,
  SessionsVoucher: 7,
  HoursVoucher: 8,
  PayPal: 9,
  NetPay: 10,
  Stripe: 14,
  AuthorizeNet: 15,
  MercadoPago: 17,
  Transbank: 18,
} as const;
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];

export const TextBlockType = { Posts: 0, Testimonials: 1, Teams: 2 } as const;
export type TextBlockType = (typeof TextBlockType)[keyof typeof TextBlockType];

export const Gender = { Male: 0, Female: 1 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Customer (and dependent customer) status: 0 active, 1 not activated yet. */
export const CustomerStatus = { Active: 0, NotActivated: 1 } as const;
export type CustomerStatus = (typeof CustomerStatus)[keyof typeof CustomerStatus];
