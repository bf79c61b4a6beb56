import type { ServerTexts } from './es-ES.js';

/** The mails' and documents' words in it-IT (keys: es-ES.ts). */
export const itIT: ServerTexts = {
  linkOnlyInMail: "Per sicurezza, il link si trova solo nell'email inviata alla tua casella.",
  account: {
    activation: {
      subject: 'Attiva il tuo account {club}',
      greeting: 'Ciao {name},',
      body: 'Grazie per esserti registrato a {club}. Premi il pulsante per attivare il tuo account e iniziare a prenotare.',
      button: 'Attiva il mio account',
      footer: 'Se non ti sei registrato tu, ignora questa email.',
    },
    dependantActivation: {
      subject: 'Attiva l’account {club} di {child}',
      greeting: 'Ciao {name},',
      body: 'Hai aggiunto {child} al tuo account {club}. Premi il pulsante per attivare il suo account; potrai poi prenotare e iscriverlo dal tuo.',
      button: 'Attiva l’account di {child}',
      footer: 'Se non hai aggiunto tu {child}, ignora questa email.',
    },
    reset: {
      subject: 'Reimposta la password di {club}',
      greeting: 'Ciao {name},',
      body: 'Abbiamo ricevuto una richiesta di modifica della password. Premi il pulsante per sceglierne una nuova.',
      button: 'Scegli una nuova password',
      footer: 'Se non sei stato tu, ignora questa email: la tua password non cambierà.',
    },
  },
  newsletterConfirm: {
    subject: 'Conferma la tua iscrizione alla newsletter di {club}',
    body: 'Abbiamo ricevuto una richiesta di iscrizione di questo indirizzo alla newsletter di {club}. Premi il pulsante per confermarla.',
    button: 'Conferma iscrizione',
    ignore: 'Se non sei stato tu, ignora questa email: non ti invieremo nulla.',
    unsubscribe: 'Annulla iscrizione',
  },
  staff: {
    invitation: {
      subject: 'Sei stato invitato alla console del personale di {club}',
      body: 'Ciao {name}, sei stato invitato alla console del personale di {club}. Premi il pulsante per scegliere la tua password.',
      button: 'Accetta l’invito',
      note: 'Il link funziona una volta, per {hours} ore.',
    },
    reset: {
      subject: 'Scegli una nuova password per la console del personale di {club}',
      body: 'Ciao {name}, premi il pulsante per scegliere una nuova password per la console del personale di {club}.',
      button: 'Scegli una nuova password',
      note: 'Il link funziona una volta, per {hours} ore. Se non l’hai chiesto tu, ignora questa email.',
    },
  },
  activityWaitlistOffer: {
    subject: 'C’è un posto per te a {activity}!',
    body: 'Si è liberato un posto a {activity} ed è tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
    button: 'Iscrivimi',
  },
  staffRefund: {
    subject: '{club} ti rimborsa {amount}',
    greeting: 'Ciao {name},',
    body: 'Il club ti restituisce {amount} del pagamento del {date} ({what}).',
    card: 'Lo vedrai sulla tua carta entro qualche giorno, secondo la tua banca.',
    voucher: 'È già nel tuo borsellino del club: {voucher}.',
    club: 'Te lo restituirà la reception del club.',
    reason: 'Motivo: {reason}',
  },
  receipt: {
    paidWith: 'Pagato con {name}',
    session: '1 sessione',
    sessions: '{count} sessioni',
    subject: 'Il tuo pagamento presso {club}: ordine {number}',
    greeting: 'Ciao {name},',
    body: 'Abbiamo ricevuto il tuo pagamento. Ecco il riepilogo:',
    total: 'Totale pagato',
    footer: 'Puoi vedere i tuoi ordini nel tuo account, in I tuoi ordini.',
  },
  booking: {
    confirmation: {
      subject: 'Prenotazione confermata: {what}',
      body: 'Ciao {name}, la tua prenotazione di {what} il {when} è confermata. In allegato l’evento per il tuo calendario.',
      link: 'Vedi la prenotazione',
    },
    reminder: {
      subject: 'Promemoria: {what} il {when}',
      body: 'Ciao {name}, ti ricordiamo la prenotazione di {what} il {when}. Buona partita!',
      link: 'Vedi la prenotazione',
    },
  },
  bookingLapsed: {
    subject: 'Prenotazione annullata: {what} il {when}',
    body: 'Ciao {name}, la prenotazione di {what} il {when} è stata annullata perché {player}, che l’aveva organizzata, non l’ha pagata in tempo.',
    link: 'Vedi le mie prenotazioni',
  },
  participants: {
    invitation: {
      subject: '{player} ti invita: {what} il {when}',
      body: 'Ciao {name}, {player} ti ha invitato a giocare {what} il {when}. La tua quota è {share}, da pagare entro il {deadline}. Non devi nulla finché non accetti: accetta o rifiuta l’invito in Le mie prenotazioni.',
      link: 'Rispondi in Le mie prenotazioni',
    },
    declined: {
      subject: '{player} non giocherà {what} il {when}',
      body: 'Ciao {name}, {player} ha rifiutato il tuo invito a {what} il {when}. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
    unanswered: {
      subject: '{player} non ha risposto: {what} il {when}',
      body: 'Ciao {name}, {player} non ha risposto al tuo invito a {what} il {when} entro il termine di pagamento. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
    left: {
      subject: '{player} ha lasciato {what} il {when}',
      body: 'Ciao {name}, {player} ha lasciato la prenotazione di {what} il {when}; la sua quota non pagata è stata annullata. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
    joined: {
      subject: '{player} si è unito a {what} il {when}',
      body: 'Ciao {name}, {player} si è unito alla partita di {what} il {when}.',
      link: 'Vedi la partita',
    },
    cancelled: {
      subject: 'Prenotazione annullata: {what} il {when}',
      body: 'Ciao {name}, {player}, che aveva organizzato la prenotazione di {what} il {when}, l’ha annullata.',
      link: 'Vedi le mie prenotazioni',
    },
  },
  deskBlock: {
    movedSubject: 'La tua prenotazione del {when} cambia campo',
    moved: 'Ciao {name}, a causa di {why}, la tua prenotazione del {when} passa da {court} a {to}. L’orario non cambia.',
    cancelledSubject: 'La tua prenotazione del {when} è annullata',
    cancelled: 'Ciao {name}, a causa di {why}, il club ha annullato la tua prenotazione su {court} del {when}.',
    link: 'Le tue prenotazioni',
    kinds: { maintenance: 'lavori di manutenzione', rain: 'la pioggia', tournament: 'un torneo', other: 'una chiusura del campo' },
  },
  rosterRemoved: {
    subject: 'Non sei più iscritto a {session}',
    body: 'Ciao {name}, il club ti ha tolto da {session} del {when}.',
    kept: 'Quanto hai pagato non viene rimborsato.',
    link: 'Le tue prenotazioni',
  },
  participantOutcome: {
    card: 'Ti rimborsiamo {amount} sulla tua carta ({method}); la tua banca può impiegare qualche giorno a mostrarlo.',
    voucher: '{amount} torna sul tuo buono {method}, pronto da usare.',
    sessions: 'Sessioni restituite sul tuo buono {method}: {sessions}.',
    club: 'Il club ti restituirà {amount} presso la struttura.',
    kept: 'Secondo le condizioni di cancellazione di questa prenotazione, quanto pagato non viene rimborsato.',
    unpaidCancelled: 'La tua quota non pagata è stata annullata: non devi nulla.',
  },
  bookingWaitlist: {
    slot: {
      subject: '{what} il {when} è libero per te',
      body: 'Ciao {name}, il campo che aspettavi, {what} il {when}, si è liberato ed è solo tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
      button: 'Prenota ora',
    },
    match: {
      subject: 'C’è un posto per te: {what} il {when}',
      body: 'Ciao {name}, si è liberato un posto nella partita {what} del {when} ed è solo tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
      button: 'Unisciti alla partita',
    },
  },
  results: {
    proposed: {
      subject: 'Risultato da confermare: {what} il {when}',
      body: 'Ciao {name}, {player} ha registrato il risultato di {what} il {when}: {score} (squadra 1 - squadra 2). Confermalo o contestalo nella pagina del risultato entro il {deadline}; se nessuno della tua squadra risponde, resta valido.',
      link: 'Rispondi al risultato',
    },
    disputed: {
      subject: 'Risultato contestato: {what} il {when}',
      body: 'Ciao {name}, {player} ha contestato il risultato registrato di {what} il {when}: {score} (squadra 1 - squadra 2). Non conta, e i livelli non cambiano, finché il club non lo risolve.',
      link: 'Vedi il risultato',
    },
  },
  documents: {
    invoice: 'Fattura',
    ticket: 'Scontrino',
    number: 'Numero',
    date: 'Data',
    customer: 'Cliente',
    order: 'Ordine',
    paymentMethod: 'Metodo di pagamento',
    item: 'Articolo',
    units: 'Qtà',
    unitPrice: 'Prezzo',
    tax: 'IVA',
    total: 'Totale',
    subtotal: 'Subtotale',
    discount: 'Sconto',
    shipping: 'Spedizione',
    taxBase: 'Imponibile',
    pricesIncludeTax: 'Prezzi IVA inclusa.',
  },
  /** Staff mails (issue 33 §8): {name} the staff member, {club}; the digest's lines name counts and amounts. */
  staffAlerts: {
    greeting: 'Ciao {name},',
    noReason: 'nessun motivo',
    note: 'Ricevi questa email per le tue preferenze di posta nella console del personale di {club}; puoi cambiarle qui: {link}',
    bookings: { subject: 'Nuova prenotazione: {what}, {when}', body: '{customer} ha prenotato {what} per il {when} ({price}).' },
    cancellations: {
      subject: 'Prenotazione annullata: {what}, {when}',
      body: '{customer} ha annullato la prenotazione di {what} del {when}.',
    },
    refunds: {
      subject: 'Rimborso di {amount} a {customer}',
      body: 'Sono stati rimborsati {amount} a {customer} (pagamento n. {payment}). Motivo: {reason}',
    },
    lowStock: { subject: 'Scorte basse: {product}', body: 'Di {product} restano {stock} unità (l’avviso scatta a {threshold} o meno).' },
    failedPayments: {
      subject: 'Pagamento non riuscito: {amount} da {customer}',
      body: 'Un pagamento di {amount} da {customer} tramite {provider} non è riuscito (pagamento n. {payment}). Motivo: {reason}',
    },
    digest: {
      subject: '{club}: riepilogo del {day}',
      body: 'Cosa è successo a {club} il {day}:',
      bookings: 'Prenotazioni fatte: {bookingsMade}',
      today: 'Prenotazioni per oggi: {bookingsToday}',
      cancellations: 'Annullamenti: {cancellations}',
      revenue: 'Incassi: {revenue}',
      refunds: 'Rimborsi: {refunds}',
      lowStock: 'Prodotti con scorte basse: {list}',
      noLowStock: 'Nessun prodotto ha scorte basse.',
    },
  },
};
