import type { ServerTexts } from './es-ES.js';

/** The mails' and documents' words in fr-FR (keys: es-ES.ts). */
export const frFR: ServerTexts = {
  linkOnlyInMail: "Pour votre sécurité, le lien figure uniquement dans l'e-mail envoyé à votre adresse.",
  account: {
    activation: {
      subject: 'Activez votre compte {club}',
      greeting: 'Bonjour {name},',
      body: 'Merci de votre inscription à {club}. Cliquez sur le bouton pour activer votre compte et commencer à réserver.',
      button: 'Activer mon compte',
      footer: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    },
    dependantActivation: {
      subject: 'Activez le compte {club} de {child}',
      greeting: 'Bonjour {name},',
      body: 'Vous avez ajouté {child} à votre compte {club}. Cliquez sur le bouton pour activer son compte ; vous pourrez ensuite réserver et l’inscrire depuis le vôtre.',
      button: 'Activer le compte de {child}',
      footer: "Si vous n'avez pas ajouté {child}, ignorez ce message.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe {club}',
      greeting: 'Bonjour {name},',
      body: 'Nous avons reçu une demande de changement de mot de passe. Cliquez sur le bouton pour en choisir un nouveau.',
      button: 'Choisir un nouveau mot de passe',
      footer: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne changera pas.",
    },
  },
  newsletterConfirm: {
    subject: 'Confirmez votre inscription à la newsletter de {club}',
    body: "Nous avons reçu une demande d'inscription de cette adresse à la newsletter de {club}. Cliquez sur le bouton pour la confirmer.",
    button: "Confirmer l'inscription",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : nous ne vous enverrons rien.",
    unsubscribe: 'Se désinscrire',
  },
  staff: {
    invitation: {
      subject: 'Vous êtes invité à la console du personnel de {club}',
      body: 'Bonjour {name}, vous êtes invité à la console du personnel de {club}. Cliquez sur le bouton pour choisir votre mot de passe.',
      button: 'Accepter l’invitation',
      note: 'Le lien fonctionne une fois, pendant {hours} heures.',
    },
    reset: {
      subject: 'Choisissez un nouveau mot de passe pour la console du personnel de {club}',
      body: 'Bonjour {name}, cliquez sur le bouton pour choisir un nouveau mot de passe pour la console du personnel de {club}.',
      button: 'Choisir un nouveau mot de passe',
      note: 'Le lien fonctionne une fois, pendant {hours} heures. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
    },
  },
  activityWaitlistOffer: {
    subject: 'Une place vous attend à {activity} !',
    body: "Une place s'est libérée à {activity} et elle est à vous jusqu'au {until}. Ensuite, elle passera à la personne suivante sur la liste d'attente.",
    button: "M'inscrire",
  },
  staffRefund: {
    subject: '{club} vous rembourse {amount}',
    greeting: 'Bonjour {name},',
    body: 'Le club vous rembourse {amount} sur votre paiement du {date} ({what}).',
    card: 'Vous le verrez sur votre carte d’ici quelques jours, selon votre banque.',
    voucher: 'Il est déjà dans votre porte-monnaie du club : {voucher}.',
    club: 'L’accueil du club vous le rendra.',
    reason: 'Motif : {reason}',
  },
  receipt: {
    paidWith: 'Payé avec {name}',
    session: '1 séance',
    sessions: '{count} séances',
    subject: 'Votre paiement chez {club} : commande {number}',
    greeting: 'Bonjour {name},',
    body: 'Nous avons bien reçu votre paiement. En voici le récapitulatif :',
    total: 'Total payé',
    footer: 'Vos commandes sont dans votre compte, rubrique Vos commandes.',
  },
  booking: {
    confirmation: {
      subject: 'Réservation confirmée : {what}',
      body: 'Bonjour {name}, votre réservation de {what} le {when} est confirmée. L’événement pour votre agenda est joint.',
      link: 'Voir la réservation',
    },
    reminder: {
      subject: 'Rappel : {what} le {when}',
      body: 'Bonjour {name}, nous vous rappelons votre réservation de {what} le {when}. Bon match !',
      link: 'Voir la réservation',
    },
  },
  bookingLapsed: {
    subject: 'Réservation annulée : {what} le {when}',
    body: 'Bonjour {name}, la réservation de {what} le {when} a été annulée : {player}, qui l’organisait, ne l’a pas payée à temps.',
    link: 'Voir mes réservations',
  },
  participants: {
    invitation: {
      subject: '{player} vous invite : {what} le {when}',
      body: 'Bonjour {name}, {player} vous invite à jouer {what} le {when}. Votre part est de {share}, à payer avant le {deadline}. Vous ne devez rien tant que vous n’avez pas accepté : acceptez ou refusez l’invitation dans Mes réservations.',
      link: 'Répondre dans Mes réservations',
    },
    declined: {
      subject: '{player} ne jouera pas {what} le {when}',
      body: 'Bonjour {name}, {player} a refusé votre invitation à {what} le {when}. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    unanswered: {
      subject: '{player} n’a pas répondu : {what} le {when}',
      body: 'Bonjour {name}, {player} n’a pas répondu à votre invitation à {what} le {when} avant la date limite de paiement. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    left: {
      subject: '{player} a quitté {what} le {when}',
      body: 'Bonjour {name}, {player} a quitté la réservation de {what} le {when} ; sa part non payée a été annulée. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    joined: {
      subject: '{player} a rejoint {what} le {when}',
      body: 'Bonjour {name}, {player} a rejoint le match de {what} le {when}.',
      link: 'Voir le match',
    },
    cancelled: {
      subject: 'Réservation annulée : {what} le {when}',
      body: 'Bonjour {name}, {player}, qui organisait la réservation de {what} le {when}, l’a annulée.',
      link: 'Voir mes réservations',
    },
  },
  deskBlock: {
    movedSubject: 'Votre réservation du {when} change de terrain',
    moved: 'Bonjour {name}, en raison de {why}, votre réservation du {when} passe de {court} à {to}. L’heure ne change pas.',
    cancelledSubject: 'Votre réservation du {when} est annulée',
    cancelled: 'Bonjour {name}, en raison de {why}, le club a annulé votre réservation sur {court} le {when}.',
    link: 'Vos réservations',
    kinds: { maintenance: 'travaux d’entretien', rain: 'la pluie', tournament: 'un tournoi', other: 'une fermeture du terrain' },
  },
  rosterRemoved: {
    subject: 'Vous ne participez plus à {session}',
    body: 'Bonjour {name}, le club vous a retiré de {session} du {when}.',
    kept: 'Ce que vous avez payé n’est pas remboursé.',
    link: 'Vos réservations',
  },
  participantOutcome: {
    card: 'Nous remboursons {amount} sur votre carte ({method}) ; votre banque peut mettre quelques jours à l’afficher.',
    voucher: '{amount} revient sur votre bon {method}, prêt à l’emploi.',
    sessions: 'Séances rendues sur votre bon {method} : {sessions}.',
    club: 'Le club vous rendra {amount} sur place.',
    kept: 'Selon les conditions d’annulation de cette réservation, ce que vous avez payé n’est pas remboursé.',
    unpaidCancelled: 'Votre part non payée a été annulée : vous ne devez rien.',
  },
  bookingWaitlist: {
    slot: {
      subject: '{what} le {when} est libre pour vous',
      body: 'Bonjour {name}, le terrain que vous attendiez, {what} le {when}, s’est libéré et il est à vous seul jusqu’au {until}. Ensuite, il passera à la personne suivante sur la liste d’attente.',
      button: 'Réserver maintenant',
    },
    match: {
      subject: 'Une place est pour vous : {what} le {when}',
      body: 'Bonjour {name}, une place s’est libérée dans le match {what} du {when} et elle est à vous seul jusqu’au {until}. Ensuite, elle passera à la personne suivante sur la liste d’attente.',
      button: 'Rejoindre le match',
    },
  },
  results: {
    proposed: {
      subject: 'Résultat à confirmer : {what} le {when}',
      body: 'Bonjour {name}, {player} a enregistré le résultat de {what} le {when} : {score} (équipe 1 - équipe 2). Confirmez-le ou contestez-le sur la page du résultat avant le {deadline} ; si personne de votre équipe ne répond, il est validé.',
      link: 'Répondre au résultat',
    },
    disputed: {
      subject: 'Résultat contesté : {what} le {when}',
      body: 'Bonjour {name}, {player} a contesté le résultat enregistré de {what} le {when} : {score} (équipe 1 - équipe 2). Il ne compte pas, et les niveaux ne bougent pas, tant que le club ne l’a pas tranché.',
      link: 'Voir le résultat',
    },
  },
  documents: {
    invoice: 'Facture',
    ticket: 'Ticket',
    number: 'Numéro',
    date: 'Date',
    customer: 'Client',
    order: 'Commande',
    paymentMethod: 'Mode de paiement',
    item: 'Article',
    units: 'Qté',
    unitPrice: 'Prix unitaire',
    tax: 'TVA',
    total: 'Total',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    taxBase: 'Base imposable',
    pricesIncludeTax: 'Prix toutes taxes comprises.',
  },
  /** Staff mails (issue 33 §8): {name} the staff member, {club}; the digest's lines name counts and amounts. */
  staffAlerts: {
    greeting: 'Bonjour {name},',
    noReason: 'aucun motif',
    note: 'Vous recevez ce courriel selon vos préférences de courriel dans la console du personnel de {club} ; modifiez-les ici : {link}',
    bookings: { subject: 'Nouvelle réservation : {what}, {when}', body: '{customer} a réservé {what} pour le {when} ({price}).' },
    cancellations: { subject: 'Réservation annulée : {what}, {when}', body: '{customer} a annulé sa réservation de {what} du {when}.' },
    refunds: {
      subject: 'Remboursement de {amount} à {customer}',
      body: '{amount} a été remboursé à {customer} (paiement n° {payment}). Motif : {reason}',
    },
    lowStock: {
      subject: 'Stock bas : {product}',
      body: 'Il ne reste que {stock} unités de {product} (l’alerte se déclenche à {threshold} ou moins).',
    },
    failedPayments: {
      subject: 'Paiement échoué : {amount} de {customer}',
      body: 'Un paiement de {amount} de {customer} via {provider} a échoué (paiement n° {payment}). Motif : {reason}',
    },
    digest: {
      subject: '{club} : résumé du {day}',
      body: 'Ce qui s’est passé à {club} le {day} :',
      bookings: 'Réservations faites : {bookingsMade}',
      today: 'Réservations pour aujourd’hui : {bookingsToday}',
      cancellations: 'Annulations : {cancellations}',
      revenue: 'Recettes : {revenue}',
      refunds: 'Remboursements : {refunds}',
      lowStock: 'Produits en stock bas : {list}',
      noLowStock: 'Aucun produit n’est en stock bas.',
    },
  },
};
