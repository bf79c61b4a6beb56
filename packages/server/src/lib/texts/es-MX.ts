import type { ServerTexts } from './es-ES.js';

/** The mails' and documents' words in es-MX (keys: es-ES.ts). */
export const esMX: ServerTexts = {
  linkOnlyInMail: 'Por seguridad, el enlace solo está en el correo que te enviamos.',
  account: {
    activation: {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola, {name}:',
      body: 'Gracias por registrarte en {club}. Da clic en el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si tú no te registraste, ignora este correo.',
    },
    dependantActivation: {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola, {name}:',
      body: 'Agregaste a {child} a tu cuenta de {club}. Da clic en el botón para activar su cuenta; después podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si tú no agregaste a {child}, ignora este correo.',
    },
    reset: {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola, {name}:',
      body: 'Recibimos una solicitud para cambiar tu contraseña. Da clic en el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si tú no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
    },
  },
  newsletterConfirm: {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Recibimos una solicitud para suscribir esta dirección al boletín de {club}. Da clic en el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si tú no lo solicitaste, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  staff: {
    invitation: {
      subject: 'Te invitaron a la consola del personal de {club}',
      body: 'Hola, {name}: te invitaron a la consola del personal de {club}. Da clic en el botón para elegir tu contraseña.',
      button: 'Aceptar la invitación',
      note: 'El enlace funciona una vez, durante {hours} horas.',
    },
    reset: {
      subject: 'Elige una contraseña nueva para la consola del personal de {club}',
      body: 'Hola, {name}: da clic en el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      button: 'Elegir una contraseña nueva',
      note: 'El enlace funciona una vez, durante {hours} horas. Si no lo pediste, ignora este correo.',
    },
  },
  activityWaitlistOffer: {
    subject: '¡Hay un lugar para ti en {activity}!',
    body: 'Se liberó un lugar en {activity} y es tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  staffRefund: {
    subject: 'Te devolvemos {amount} en {club}',
    greeting: 'Hola, {name}:',
    body: 'El club te devuelve {amount} del pago del {date} ({what}).',
    card: 'Lo verás en tu tarjeta en unos días, según tu banco.',
    voucher: 'Ya lo tienes en tu monedero del club: {voucher}.',
    club: 'Te lo devuelven en la recepción del club.',
    reason: 'Motivo: {reason}',
  },
  receipt: {
    paidWith: 'Pagado con {name}',
    session: '1 sesión',
    sessions: '{count} sesiones',
    subject: 'Tu pago en {club}: pedido {number}',
    greeting: 'Hola, {name}:',
    body: 'Recibimos tu pago. Este es el resumen:',
    total: 'Total pagado',
    footer: 'Puedes ver tus pedidos en tu cuenta, en Mis pedidos.',
  },
  booking: {
    confirmation: {
      subject: 'Reserva confirmada: {what}',
      body: 'Hola, {name}: tu reserva de {what} el {when} está confirmada. Te adjuntamos el evento para tu calendario.',
      link: 'Ver la reserva',
    },
    reminder: {
      subject: 'Recordatorio: {what} el {when}',
      body: 'Hola, {name}: te recordamos tu reserva de {what} el {when}. ¡Buen partido!',
      link: 'Ver la reserva',
    },
  },
  bookingLapsed: {
    subject: 'Reserva anulada: {what} el {when}',
    body: 'Hola, {name}: la reserva de {what} el {when} se anuló porque {player}, quien la organizaba, no la pagó a tiempo.',
    link: 'Ver mis reservas',
  },
  participants: {
    invitation: {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    declined: {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su lugar vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    unanswered: {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su lugar vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    left: {
      subject: '{player} dejó {what} el {when}',
      body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su lugar vuelve a estar libre.',
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
    movedSubject: 'Tu reservación del {when} cambia de cancha',
    moved: 'Hola, {name}: por {why}, tu reservación del {when} pasa de {court} a {to}. La hora no cambia.',
    cancelledSubject: 'Tu reservación del {when} quedó cancelada',
    cancelled: 'Hola, {name}: por {why}, el club canceló tu reservación en {court} del {when}.',
    link: 'Tus reservaciones',
    kinds: { maintenance: 'trabajos de mantenimiento', rain: 'la lluvia', tournament: 'un torneo', other: 'un cierre de la cancha' },
  },
  rosterRemoved: {
    subject: 'Ya no estás en {session}',
    body: 'Hola, {name}: el club te quitó de {session} del {when}.',
    kept: 'Lo que pagaste no se reembolsa.',
    link: 'Tus reservaciones',
  },
  participantOutcome: {
    card: 'Te devolvemos {amount} a tu tarjeta ({method}); tu banco puede tardar unos días en reflejarlo.',
    voucher: 'Te devolvemos {amount} a tu bono {method}, listo para usar.',
    sessions: 'Sesiones devueltas a tu bono {method}: {sessions}.',
    club: 'El club te devolverá {amount} en sus instalaciones.',
    kept: 'Según las condiciones de cancelación de esta reserva, lo que pagaste no se reembolsa.',
    unpaidCancelled: 'Tu parte sin pagar se anuló: no debes nada.',
  },
  bookingWaitlist: {
    slot: {
      subject: 'Se liberó {what} el {when}',
      body: 'Hola, {name}: la cancha que esperabas, {what} el {when}, se liberó y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    match: {
      subject: 'Hay un lugar para ti: {what} el {when}',
      body: 'Hola, {name}: se liberó un lugar en el partido {what} del {when} y es solo tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
  },
  results: {
    proposed: {
      subject: 'Resultado por confirmar: {what} el {when}',
      body: 'Hola, {name}: {player} registró el resultado de {what} el {when}: {score} (equipo 1 - equipo 2). Confírmalo o recházalo en la página del resultado antes del {deadline}; si nadie de tu equipo responde, quedará como válido.',
      link: 'Responder al resultado',
    },
    disputed: {
      subject: 'Resultado rechazado: {what} el {when}',
      body: 'Hola, {name}: {player} rechazó el resultado registrado de {what} el {when}: {score} (equipo 1 - equipo 2). No cuenta, y los niveles no cambian, hasta que el club lo resuelva.',
      link: 'Ver el resultado',
    },
  },
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
