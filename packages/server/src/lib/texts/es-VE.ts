import type { ServerTexts } from './es-ES.js';
import { esMX } from './es-MX.js';

/** The mails' and documents' words in es-VE (keys: es-ES.ts); where Venezuela says it as Mexico does, Mexico's (es-MX.ts). */
export const esVE: ServerTexts = {
  linkOnlyInMail: esMX.linkOnlyInMail,
  account: {
    activation: {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola, {name}:',
      body: 'Gracias por registrarte en {club}. Haz clic en el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si no fuiste tú quien se registró, ignora este correo.',
    },
    dependantActivation: {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola, {name}:',
      body: 'Agregaste a {child} a tu cuenta de {club}. Haz clic en el botón para activar su cuenta; después podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si no fuiste tú quien agregó a {child}, ignora este correo.',
    },
    reset: {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola, {name}:',
      body: 'Recibimos una solicitud para cambiar tu contraseña. Haz clic en el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    },
  },
  newsletterConfirm: {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Recibimos una solicitud para suscribir esta dirección al boletín de {club}. Haz clic en el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si no fuiste tú, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  staff: {
    invitation: {
      subject: 'Te invitaron a la consola del personal de {club}',
      body: 'Hola, {name}: te invitaron a la consola del personal de {club}. Pulsa el botón para elegir tu contraseña.',
      button: 'Aceptar la invitación',
      note: 'El enlace funciona una vez, durante {hours} horas.',
    },
    reset: {
      subject: 'Elige una contraseña nueva para la consola del personal de {club}',
      body: 'Hola, {name}: pulsa el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      button: 'Elegir una contraseña nueva',
      note: 'El enlace funciona una vez, durante {hours} horas. Si no lo pediste, ignora este correo.',
    },
  },
  activityWaitlistOffer: {
    subject: '¡Hay un cupo para ti en {activity}!',
    body: 'Se liberó un cupo en {activity} y es tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  orderState: {
    greeting: 'Hola, {name}:',
    preparedShipSubject: 'Tu pedido {number} está listo',
    preparedShip: 'Tu pedido {number} de {club} está empacado y te lo enviaremos pronto.',
    preparedCollectSubject: 'Tu pedido {number} está listo para retirar',
    preparedCollect: 'Tu pedido {number} está listo: puedes retirarlo en {club} cuando te provoque.',
    shippedSubject: 'Tu pedido {number} va en camino',
    shipped: 'Enviamos tu pedido {number} a tu dirección.',
    collectedSubject: 'Retiraste tu pedido {number}',
    collected: 'Retiraste tu pedido {number} en {club}. ¡Que lo disfrutes!',
    returnedSubject: 'La devolución de tu pedido {number}',
    returned: '{club} recibió lo que devolviste de tu pedido {number}: {lines}.',
    refundLater: 'El dinero que te corresponda se reintegra aparte; el club te escribirá cuando lo haga.',
    note: 'Nota del club: {note}',
    link: 'Ver tu pedido',
  },
  customerMerge: {
    subject: 'Tus cuentas de {club} ahora son una',
    greeting: 'Hola, {name}:',
    body: '{club} unió tu cuenta n.º {merged} a esta (n.º {kept}): tus reservas, pedidos, bonos, monedero y membresías están ahora aquí.',
    signIn: 'Inicia sesión como siempre con {email}.',
    oldSubject: 'Tu cuenta de {club} se unió a otra tuya',
    oldBody:
      '{club} vio que este correo era de una segunda cuenta tuya (n.º {merged}) y la unió a tu otra cuenta: todo lo que tenía está ahora allí. Inicia sesión con el correo de esa cuenta.',
    contact: 'Si crees que es un error, comunícate con el club.',
  },
  refundSettled: {
    subject: '{club} te reintegró {amount}',
    greeting: 'Hola, {name}:',
    body: 'El club te reintegró {amount} ({what}).',
    cash: 'Se te entregó en efectivo en recepción.',
    terminal: 'Se te devolvió a tu tarjeta en el punto de venta del club.',
    credit: 'Lo tienes como saldo en tu monedero del club: {voucher}.',
    note: 'Nota: {note}',
  },
  noShowFee: 'No asistió el {date}',
  staffRefund: esMX.staffRefund,
  receipt: esMX.receipt,
  booking: esMX.booking,
  bookingLapsed: esMX.bookingLapsed,
  participants: {
    invitation: {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    declined: {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    unanswered: {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    left: {
      subject: '{player} dejó {what} el {when}',
      body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    joined: {
      subject: '{player} se unió a {what} el {when}',
      body: 'Hola, {name}: {player} se unió al partido de {what} el {when}.',
      link: 'Ver el partido',
    },
    cancelled: {
      subject: 'Reserva cancelada: {what} el {when}',
      body: 'Hola, {name}: {player}, quien organizaba la reserva de {what} el {when}, la canceló.',
      link: 'Ver mis reservas',
    },
  },
  deskBlock: {
    movedSubject: 'Tu reserva del {when} cambia de cancha',
    moved: 'Hola, {name}: por {why}, tu reserva del {when} pasa de {court} a {to}. La hora no cambia.',
    cancelledSubject: 'Tu reserva del {when} quedó cancelada',
    cancelled: 'Hola, {name}: por {why}, el club canceló tu reserva en {court} del {when}.',
    link: 'Tus reservas',
    kinds: { maintenance: 'trabajos de mantenimiento', rain: 'la lluvia', tournament: 'un torneo', other: 'un cierre de la cancha' },
  },
  rosterRemoved: esMX.rosterRemoved,
  participantOutcome: esMX.participantOutcome,
  bookingWaitlist: {
    slot: {
      subject: 'Se liberó {what} el {when}',
      body: 'Hola, {name}: la cancha que esperabas, {what} el {when}, se liberó y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    match: {
      subject: 'Hay un puesto para ti: {what} el {when}',
      body: 'Hola, {name}: se liberó un puesto en el partido {what} del {when} y es solo tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
  },
  results: esMX.results,
  documents: esMX.documents,
  /** Staff mails (issue 33 §8): {name} the staff member, {club}; the digest's lines name counts and amounts. */
  staffAlerts: {
    greeting: 'Hola {name}:',
    noReason: 'sin motivo',
    note: 'Recibes este correo por tus preferencias de correo en la consola del personal de {club}; puedes cambiarlas aquí: {link}',
    bookings: { subject: 'Nueva reservación: {what}, {when}', body: '{customer} reservó {what} para el {when} ({price}).' },
    cancellations: { subject: 'Reservación cancelada: {what}, {when}', body: '{customer} canceló su reservación de {what} del {when}.' },
    refunds: {
      subject: 'Devolución de {amount} a {customer}',
      body: 'Se le devolvieron {amount} a {customer} (pago n.º {payment}). Motivo: {reason}',
    },
    lowStock: {
      subject: 'Inventario bajo: {product}',
      body: 'De {product} quedan {stock} unidades (el aviso salta con {threshold} o menos).',
    },
    failedPayments: {
      subject: 'Pago fallido: {amount} de {customer}',
      body: 'Ha fallado un pago de {amount} de {customer} con {provider} (pago n.º {payment}). Motivo: {reason}',
    },
    digest: {
      subject: '{club}: resumen del {day}',
      body: 'Esto pasó en {club} el {day}:',
      bookings: 'Reservaciones hechas: {bookingsMade}',
      today: 'Reservaciones para hoy: {bookingsToday}',
      cancellations: 'Cancelaciones: {cancellations}',
      revenue: 'Ingresos: {revenue}',
      refunds: 'Devoluciones: {refunds}',
      lowStock: 'Productos con inventario bajo: {list}',
      noLowStock: 'Ningún producto tiene inventario bajo.',
    },
  },
};
