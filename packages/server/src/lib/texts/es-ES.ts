/**
 * The mails' and documents' words in Spanish (Spain), the reference catalogue: every language's file has exactly these keys
 * (a missing or extra one fails typecheck). `{name}`-style fields are filled where each mail is built.
 */
export const esES = {
  /** Stands in for the link in the copy kept on the customer's Communications page. */
  linkOnlyInMail: 'Por seguridad, el enlace solo está en el correo que te hemos enviado.',
  /** The customer's mails in each interface language; {club} is the club's name. */
  account: {
    activation: {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola {name}:',
      body: 'Gracias por registrarte en {club}. Pulsa el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si no te has registrado tú, ignora este correo.',
    },
    dependantActivation: {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola {name}:',
      body: 'Has añadido a {child} a tu cuenta de {club}. Pulsa el botón para activar su cuenta; luego podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si no has añadido tú a {child}, ignora este correo.',
    },
    reset: {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola {name}:',
      body: 'Hemos recibido una solicitud para cambiar tu contraseña. Pulsa el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
  },
  /** The double opt-in mail in each interface language; {club} is the club's name. */
  newsletterConfirm: {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Hemos recibido una solicitud para suscribir esta dirección al boletín de {club}. Pulsa el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si no lo has pedido tú, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  /** The staff's mails in each interface language: {club}, {name}, {hours}. */
  staff: {
    invitation: {
      subject: 'Te han invitado a la consola del personal de {club}',
      body: 'Hola, {name}: te han invitado a la consola del personal de {club}. Pulsa el botón para elegir tu contraseña.',
      button: 'Aceptar la invitación',
      note: 'El enlace funciona una vez, durante {hours} horas.',
    },
    reset: {
      subject: 'Elige una contraseña nueva para la consola del personal de {club}',
      body: 'Hola, {name}: pulsa el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      button: 'Elegir una contraseña nueva',
      note: 'El enlace funciona una vez, durante {hours} horas. Si no lo has pedido tú, ignora este correo.',
    },
  },
  /** The waitlist offer, per interface language: {activity}, {until} (club time), {club}. */
  activityWaitlistOffer: {
    subject: '¡Hay una plaza para ti en {activity}!',
    body: 'Se ha liberado una plaza en {activity} y es tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  /** The receipt mail's words in each interface language; {club} is the club's name, {number} the order's. */
  orderState: {
    greeting: 'Hola, {name}:',
    preparedShipSubject: 'Tu pedido {number} está preparado',
    preparedShip: 'Tu pedido {number} de {club} está preparado y te lo enviaremos en breve.',
    preparedCollectSubject: 'Tu pedido {number} está listo para recoger',
    preparedCollect: 'Tu pedido {number} está listo: puedes recogerlo en {club} cuando te venga bien.',
    shippedSubject: 'Tu pedido {number} está en camino',
    shipped: 'Hemos enviado tu pedido {number} a tu dirección.',
    collectedSubject: 'Has recogido tu pedido {number}',
    collected: 'Has recogido tu pedido {number} en {club}. ¡Que lo disfrutes!',
    returnedSubject: 'La devolución de tu pedido {number}',
    returned: '{club} ha recibido lo que devolviste de tu pedido {number}: {lines}.',
    refundLater: 'El dinero que te corresponda se devuelve aparte; el club te escribirá cuando lo haga.',
    note: 'Nota del club: {note}',
    link: 'Ver tu pedido',
  },
  /** Issue 33 §4: two accounts of one person joined by staff; the kept account is told, and the merged one's old address. */
  customerMerge: {
    subject: 'Tus cuentas de {club} ahora son una',
    greeting: 'Hola, {name}:',
    body: '{club} ha unido tu cuenta n.º {merged} a esta (n.º {kept}): tus reservas, pedidos, bonos, monedero y abonos están ahora aquí.',
    signIn: 'Entra como siempre con {email}.',
    oldSubject: 'Tu cuenta de {club} se ha unido a otra tuya',
    oldBody:
      '{club} ha visto que esta dirección era de una segunda cuenta tuya (n.º {merged}) y la ha unido a tu otra cuenta: todo lo que tenía está ahora allí. Entra con la dirección de esa cuenta.',
    contact: 'Si crees que es un error, ponte en contacto con el club.',
  },
  refundSettled: {
    subject: '{club} te ha devuelto {amount}',
    greeting: 'Hola, {name}:',
    body: 'El club te ha devuelto {amount} ({what}).',
    cash: 'Se te devolvió en efectivo en recepción.',
    terminal: 'Se te devolvió a tu tarjeta en el datáfono del club.',
    credit: 'Lo tienes como saldo en tu monedero del club: {voucher}.',
    note: 'Nota: {note}',
  },
  noShowFee: 'No presentado el {date}',
  staffRefund: {
    subject: 'Te devolvemos {amount} en {club}',
    greeting: 'Hola {name}:',
    body: 'El club te devuelve {amount} del pago del {date} ({what}).',
    card: 'Lo verás en tu tarjeta en unos días, según tu banco.',
    voucher: 'Lo tienes ya en tu monedero del club: {voucher}.',
    club: 'Te lo devuelven en la recepción del club.',
    reason: 'Motivo: {reason}',
  },
  receipt: {
    paidWith: 'Pagado con {name}',
    session: '1 sesión',
    sessions: '{count} sesiones',
    subject: 'Tu pago en {club}: pedido {number}',
    greeting: 'Hola {name}:',
    body: 'Hemos recibido tu pago. Este es el resumen:',
    total: 'Total pagado',
    footer: 'Puedes ver tus pedidos en tu cuenta, en Mis pedidos.',
  },
  booking: {
    confirmation: {
      subject: 'Reserva confirmada: {what}',
      body: 'Hola {name}: tu reserva de {what} el {when} está confirmada. Te adjuntamos el evento para tu calendario.',
      link: 'Ver la reserva',
    },
    reminder: {
      subject: 'Recordatorio: {what} el {when}',
      body: 'Hola {name}: te recordamos tu reserva de {what} el {when}. ¡Buen partido!',
      link: 'Ver la reserva',
    },
  },
  /**
   * The mail to a player of a booking released because its owner did not pay within the hold (issue 29: a
   * member joined an open match still held, paid their share, and the owner's hold ran out). Sent by
   * hold-release.service.ts through `mailBookingPlayers`, with the lines of what came back of their share.
   */
  bookingLapsed: {
    subject: 'Reserva anulada: {what} el {when}',
    body: 'Hola {name}: la reserva de {what} el {when} se ha anulado porque {player}, quien la organizaba, no la pagó a tiempo.',
    link: 'Ver mis reservas',
  },
  participants: {
    invitation: {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola {name}: {player} te ha invitado a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    declined: {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola {name}: {player} ha rechazado tu invitación a {what} el {when}. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    unanswered: {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    left: {
      subject: '{player} ha dejado {what} el {when}',
      body: 'Hola {name}: {player} ha dejado la reserva de {what} el {when}; su parte sin pagar se ha anulado. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    joined: {
      subject: '{player} se ha unido a {what} el {when}',
      body: 'Hola {name}: {player} se ha unido al partido de {what} el {when}.',
      link: 'Ver el partido',
    },
    cancelled: {
      subject: 'Reserva cancelada: {what} el {when}',
      body: 'Hola {name}: {player}, que organizaba la reserva de {what} el {when}, la ha cancelado.',
      link: 'Ver mis reservas',
    },
  },
  /** The desk closed courts (issue 33 §2): {why} the block's kind (and note), {court}/{to} courts, {when} the start. */
  deskBlock: {
    movedSubject: 'Tu reserva del {when} cambia de pista',
    moved: 'Hola, {name}: por {why}, tu reserva del {when} pasa de {court} a {to}. La hora no cambia.',
    cancelledSubject: 'Tu reserva del {when} queda cancelada',
    cancelled: 'Hola, {name}: por {why}, el club ha cancelado tu reserva en {court} del {when}.',
    link: 'Tus reservas',
    kinds: { maintenance: 'trabajos de mantenimiento', rain: 'la lluvia', tournament: 'un torneo', other: 'un cierre de la pista' },
  },
  /** A recurring booking's dates (issue 33 §2): {what} the booking type, {when} a date and time, {court}, {from} where a moved date was. */
  deskSeries: {
    bookedSubject: 'Tu reserva semanal: las fechas reservadas',
    booked: 'Hola, {name}: el club ha reservado {what} para ti en estas fechas:',
    changedSubject: 'Cambios en tu reserva semanal',
    changed: 'Hola, {name}: el club ha cambiado estas fechas de tu reserva semanal de {what}:',
    line: {
      booked: '{when} · {court}',
      added: '{when} · {court}: fecha nueva',
      moved: '{from} → {when} · {court}',
      cancelled: '{when} · {court}: anulada',
    },
    link: 'Tus reservas',
  },
  /** The desk took a participant off a class or activity (rosters): {session}, {when}; the refund lines are participantOutcome's. */
  rosterRemoved: {
    subject: 'Ya no estás en {session}',
    body: 'Hola, {name}: el club te ha quitado de {session} del {when}.',
    kept: 'Lo que pagaste no se devuelve.',
    link: 'Tus reservas',
  },
  /** Staff cancelled a class a member held a place in: {session}, {when}; the refund lines are participantOutcome's. */
  classCancelled: {
    subject: '{session} del {when} queda cancelada',
    body: 'Hola, {name}: el club ha cancelado {session} del {when}. Tu plaza queda anulada.',
    link: 'Tus reservas',
  },
  /** {amount} formatted in the club's currency, {method} the card's provider or the voucher's name, {sessions} a count. */
  participantOutcome: {
    card: 'Te devolvemos {amount} a tu tarjeta ({method}); tu banco puede tardar unos días en mostrarlo.',
    voucher: 'Te devolvemos {amount} a tu bono {method}, listo para usar.',
    sessions: 'Sesiones devueltas a tu bono {method}: {sessions}.',
    club: 'El club te devolverá {amount} en sus instalaciones.',
    kept: 'Según las condiciones de cancelación de esta reserva, lo que pagaste no se devuelve.',
    unpaidCancelled: 'Tu parte sin pagar se ha anulado: no debes nada.',
  },
  /** The offer to the first in line, per interface language: {what} (type - court), {when}, {until}. */
  bookingWaitlist: {
    slot: {
      subject: 'Se ha liberado {what} el {when}',
      body: 'Hola {name}: la pista que esperabas, {what} el {when}, se ha liberado y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    match: {
      subject: 'Hay una plaza para ti: {what} el {when}',
      body: 'Hola {name}: se ha liberado una plaza en el partido {what} del {when} y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
  },
  results: {
    proposed: {
      subject: 'Resultado por confirmar: {what} el {when}',
      body: 'Hola {name}: {player} ha registrado el resultado de {what} el {when}: {score} (equipo 1 - equipo 2). Confírmalo o recházalo en la página del resultado antes del {deadline}; si nadie de tu equipo responde, quedará como válido.',
      link: 'Responder al resultado',
    },
    disputed: {
      subject: 'Resultado rechazado: {what} el {when}',
      body: 'Hola {name}: {player} ha rechazado el resultado registrado de {what} el {when}: {score} (equipo 1 - equipo 2). No cuenta, y los niveles no cambian, hasta que el club lo resuelva.',
      link: 'Ver el resultado',
    },
  },
  /** The words of the invoice and ticket PDFs (sales/sale-document.pdf.ts), in the club's language. */
  documents: {
    invoice: 'Factura',
    ticket: 'Ticket',
    number: 'Número',
    date: 'Fecha',
    customer: 'Cliente',
    order: 'Pedido',
    paymentMethod: 'Forma de pago',
    item: 'Concepto',
    units: 'Uds.',
    unitPrice: 'Precio',
    tax: 'IVA',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    taxBase: 'Base imponible',
    pricesIncludeTax: 'Precios con impuestos incluidos.',
  },
  /** Staff mails (issue 33 §8): {name} the staff member, {club}; the digest's lines name counts and amounts. */
  staffAlerts: {
    greeting: 'Hola {name}:',
    noReason: 'sin motivo',
    note: 'Recibes este correo por tus preferencias de correo en la consola del personal de {club}; puedes cambiarlas aquí: {link}',
    bookings: { subject: 'Nueva reserva: {what}, {when}', body: '{customer} ha reservado {what} para el {when} ({price}).' },
    cancellations: { subject: 'Reserva cancelada: {what}, {when}', body: '{customer} ha cancelado su reserva de {what} del {when}.' },
    refunds: {
      subject: 'Devolución de {amount} a {customer}',
      body: 'Se ha devuelto {amount} a {customer} (pago n.º {payment}). Motivo: {reason}',
    },
    lowStock: {
      subject: 'Quedan pocas existencias: {product}',
      body: 'A {product} le quedan {stock} unidades (el aviso salta con {threshold} o menos).',
    },
    failedPayments: {
      subject: 'Pago fallido: {amount} de {customer}',
      body: 'Ha fallado un pago de {amount} de {customer} con {provider} (pago n.º {payment}). Motivo: {reason}',
    },
    digest: {
      subject: '{club}: resumen del {day}',
      body: 'Esto pasó en {club} el {day}:',
      bookings: 'Reservas hechas: {bookingsMade}',
      today: 'Reservas para hoy: {bookingsToday}',
      cancellations: 'Cancelaciones: {cancellations}',
      revenue: 'Ingresos: {revenue}',
      refunds: 'Devoluciones: {refunds}',
      lowStock: 'Productos con pocas existencias: {list}',
      noLowStock: 'Ningún producto tiene pocas existencias.',
    },
  },
};

export type ServerTexts = typeof esES;
