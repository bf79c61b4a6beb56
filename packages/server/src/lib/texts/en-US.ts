import type { ServerTexts } from './es-ES.js';

/** The mails' and documents' words in en-US (keys: es-ES.ts). */
export const enUS: ServerTexts = {
  linkOnlyInMail: 'For your security, the link is only in the email we sent to your inbox.',
  account: {
    activation: {
      subject: 'Activate your {club} account',
      greeting: 'Hi {name},',
      body: 'Thanks for signing up at {club}. Press the button to activate your account and start booking.',
      button: 'Activate my account',
      footer: 'If you did not sign up, please ignore this email.',
    },
    dependantActivation: {
      subject: "Activate {child}'s {club} account",
      greeting: 'Hi {name},',
      body: "You added {child} to your {club} account. Press the button to activate {child}'s account; you can then book and sign {child} up from yours.",
      button: "Activate {child}'s account",
      footer: 'If you did not add {child}, please ignore this email.',
    },
    reset: {
      subject: 'Reset your {club} password',
      greeting: 'Hi {name},',
      body: 'We received a request to change your password. Press the button to choose a new one.',
      button: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this email: your password will not change.',
    },
  },
  newsletterConfirm: {
    subject: 'Confirm your subscription to the {club} newsletter',
    body: 'We received a request to subscribe this address to the {club} newsletter. Press the button to confirm it.',
    button: 'Confirm subscription',
    ignore: 'If you did not ask for this, ignore this email: we will send you nothing.',
    unsubscribe: 'Unsubscribe',
  },
  staff: {
    invitation: {
      subject: 'You are invited to the {club} staff console',
      body: 'Hi {name}, you have been invited to the staff console of {club}. Press the button to choose your password.',
      button: 'Accept the invitation',
      note: 'The link works once, for {hours} hours.',
    },
    reset: {
      subject: 'Choose a new password for the {club} staff console',
      body: 'Hi {name}, press the button to choose a new password for the staff console of {club}.',
      button: 'Choose a new password',
      note: 'The link works once, for {hours} hours. If you did not ask for it, ignore this email.',
    },
  },
  activityWaitlistOffer: {
    subject: 'A place is waiting for you at {activity}!',
    body: 'A place has freed up at {activity} and it is yours until {until}. After that it goes to the next person on the waitlist.',
    button: 'Sign me up',
  },
  staffRefund: {
    subject: '{club} is refunding you {amount}',
    greeting: 'Hello {name},',
    body: 'The club is giving you back {amount} of your payment of {date} ({what}).',
    card: 'You will see it on your card within a few days, depending on your bank.',
    voucher: 'It is already in your club wallet: {voucher}.',
    club: "The club's front desk will give it back to you.",
    reason: 'Reason: {reason}',
  },
  receipt: {
    paidWith: 'Paid with {name}',
    session: '1 session',
    sessions: '{count} sessions',
    subject: 'Your payment at {club}: order {number}',
    greeting: 'Hi {name},',
    body: 'We have received your payment. Here is the summary:',
    total: 'Total paid',
    footer: 'You can see your orders in your account, under Your Orders.',
  },
  booking: {
    confirmation: {
      subject: 'Booking confirmed: {what}',
      body: 'Hi {name}, your booking of {what} on {when} is confirmed. The calendar event is attached.',
      link: 'See the booking',
    },
    reminder: {
      subject: 'Reminder: {what} on {when}',
      body: 'Hi {name}, a reminder of your booking of {what} on {when}. Have a good game!',
      link: 'See the booking',
    },
  },
  bookingLapsed: {
    subject: 'Booking released: {what} on {when}',
    body: 'Hi {name}, the booking of {what} on {when} has been released because {player}, who organised it, did not pay for it in time.',
    link: 'See my bookings',
  },
  participants: {
    invitation: {
      subject: '{player} invites you: {what} on {when}',
      body: 'Hi {name}, {player} has invited you to play {what} on {when}. Your share is {share}, to pay by {deadline}. You owe nothing until you accept: accept or decline the invitation in My Bookings.',
      link: 'Answer in My Bookings',
    },
    declined: {
      subject: '{player} will not play {what} on {when}',
      body: 'Hi {name}, {player} declined your invitation to {what} on {when}. Their place is free again.',
      link: 'See my bookings',
    },
    unanswered: {
      subject: '{player} did not answer: {what} on {when}',
      body: 'Hi {name}, {player} did not answer your invitation to {what} on {when} by the payment deadline. Their place is free again.',
      link: 'See my bookings',
    },
    left: {
      subject: '{player} left {what} on {when}',
      body: 'Hi {name}, {player} left the booking of {what} on {when}; their unpaid share was removed. Their place is free again.',
      link: 'See my bookings',
    },
    joined: {
      subject: '{player} joined {what} on {when}',
      body: 'Hi {name}, {player} joined the match of {what} on {when}.',
      link: 'See the match',
    },
    cancelled: {
      subject: 'Booking cancelled: {what} on {when}',
      body: 'Hi {name}, {player}, who organised the booking of {what} on {when}, has cancelled it.',
      link: 'See my bookings',
    },
  },
  deskBlock: {
    movedSubject: 'Your booking on {when} moves to another court',
    moved: 'Hi {name}, because of {why}, your booking on {when} moves from {court} to {to}. The time stays the same.',
    cancelledSubject: 'Your booking on {when} is cancelled',
    cancelled: 'Hi {name}, because of {why}, the club has cancelled your booking on {court} on {when}.',
    link: 'Your bookings',
    kinds: { maintenance: 'maintenance work', rain: 'the rain', tournament: 'a tournament', other: 'a court closure' },
  },
  rosterRemoved: {
    subject: 'You are no longer in {session}',
    body: 'Hi {name}, the club has taken you off {session} on {when}.',
    kept: 'What you paid is not refunded.',
    link: 'Your bookings',
  },
  participantOutcome: {
    card: 'We are refunding {amount} to your card ({method}); your bank may take a few days to show it.',
    voucher: '{amount} goes back to your voucher {method}, ready to use.',
    sessions: 'Sessions back on your voucher {method}: {sessions}.',
    club: 'The club will give you back {amount} at its front desk.',
    kept: 'Under this booking’s cancellation terms, what you paid is not refunded.',
    unpaidCancelled: 'Your unpaid share has been cancelled: you owe nothing.',
  },
  bookingWaitlist: {
    slot: {
      subject: '{what} on {when} is free for you',
      body: 'Hi {name}, the court you were waiting for, {what} on {when}, is free and yours alone until {until}. After that it goes to the next person on the waitlist.',
      button: 'Book it now',
    },
    match: {
      subject: 'A place is yours: {what} on {when}',
      body: 'Hi {name}, a place has freed up in the match {what} on {when} and it is yours alone until {until}. After that it goes to the next person on the waitlist.',
      button: 'Join the match',
    },
  },
  results: {
    proposed: {
      subject: 'Result to confirm: {what} on {when}',
      body: 'Hi {name}, {player} recorded the result of {what} on {when}: {score} (team 1 - team 2). Confirm or dispute it on the result page by {deadline}; if nobody in your team answers, it stands.',
      link: 'Answer the result',
    },
    disputed: {
      subject: 'Result disputed: {what} on {when}',
      body: 'Hi {name}, {player} disputed the result recorded for {what} on {when}: {score} (team 1 - team 2). It does not count, and levels do not move, until the club settles it.',
      link: 'See the result',
    },
  },
  documents: {
    invoice: 'Invoice',
    ticket: 'Ticket',
    number: 'Number',
    date: 'Date',
    customer: 'Customer',
    order: 'Order',
    paymentMethod: 'Payment method',
    item: 'Item',
    units: 'Units',
    unitPrice: 'Unit price',
    tax: 'Tax',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    taxBase: 'Taxable base',
    pricesIncludeTax: 'Prices include tax.',
  },
};
