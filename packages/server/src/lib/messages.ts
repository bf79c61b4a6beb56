import { ACCOUNT_MESSAGES, WRONG_ACCESS } from '@clubportal/contract/accounts';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@clubportal/contract/validation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@clubportal/contract/languages';
import { DOCUMENT_ERRORS } from '@clubportal/contract/sales';
import { CHECKOUT_MESSAGES as CM, type CheckoutMessageKey } from '@clubportal/contract/checkout';
import { BOOKING_MESSAGES } from '@clubportal/contract/bookings';
import { RESULT_MESSAGES } from '@clubportal/contract/booking-results';
import { BY_PLACE_MESSAGES } from '@clubportal/contract/bookings-by-place';
import { mailDate, mailDateTime } from './mail-dates.js';
import { staffCatalogue } from './staff-messages.js';

/**
 * Everything the server says to people, by key, in every interface language: services throw
 * `new AppError(code, key, params)` and the error handler renders the key in the caller's language
 * (Accept-Language; English without it). English is the spec's wording where the spec has one.
 * `{name}` marks a parameter; numbers that a rule enforces are passed from the rule's constant.
 */
type Translations = Record<Exclude<Language, 'en-US'>, string>;
type Entry = { en: string; t: Translations };

const same = (es: string, mx: string, ve: string, fr: string, it: string): Translations => ({
  'es-ES': es,
  'es-MX': mx,
  'es-VE': ve,
  'fr-FR': fr,
  'it-IT': it,
});
const spanish = (es: string, fr: string, it: string): Translations => same(es, es, es, fr, it);
const entry = (en: string, t: Translations): Entry => ({ en, t });
/** Developer-facing messages (malformed requests): English everywhere. */
const english = (en: string): Entry => ({ en, t: same(en, en, en, en, en) });

/**
 * The contract's validation messages (packages/contract/src/validation.ts): the server sends them in the
 * caller's language. Typed by the contract's keys, so a message added there without translations fails here.
 */
const validationCatalogue: Record<ValidationMessageKey, Entry> = {
  required: entry(VALIDATION_MESSAGES.required, same('Obligatorio', 'Obligatorio', 'Obligatorio', 'Obligatoire', 'Obbligatorio')),
  fieldRequired: entry(
    VALIDATION_MESSAGES.fieldRequired,
    same(
      'El campo es obligatorio',
      'El campo es obligatorio',
      'El campo es obligatorio',
      'Ce champ est obligatoire',
      'Il campo è obbligatorio',
    ),
  ),
  minLength: entry(
    VALIDATION_MESSAGES.minLength,
    same(
      'La longitud mínima es 5',
      'La longitud mínima es 5',
      'La longitud mínima es 5',
      'La longueur minimale est de 5',
      'La lunghezza minima è 5',
    ),
  ),
  passwordMismatch: entry(
    VALIDATION_MESSAGES.passwordMismatch,
    same(
      'Las contraseñas no coinciden',
      'Las contraseñas no coinciden',
      'Las contraseñas no coinciden',
      'Les mots de passe ne correspondent pas',
      'Le password non coincidono',
    ),
  ),
  acceptLegal: entry(
    VALIDATION_MESSAGES.acceptLegal,
    same(
      'Acepta nuestras condiciones legales',
      'Acepta nuestras condiciones legales',
      'Acepta nuestras condiciones legales',
      'Veuillez accepter nos conditions légales',
      'Accetta le nostre condizioni legali',
    ),
  ),
  invalidEmail: entry(
    VALIDATION_MESSAGES.invalidEmail,
    same(
      'Introduce un correo electrónico válido',
      'Ingresa un correo electrónico válido',
      'Ingresa un correo electrónico válido',
      'Veuillez saisir une adresse e-mail valide',
      'Inserisci un indirizzo email valido',
    ),
  ),
  emailIsUserName: entry(
    VALIDATION_MESSAGES.emailIsUserName,
    same(
      'El usuario es tu correo electrónico. Por motivos de seguridad ya no se puede usar el teléfono móvil para iniciar sesión. Si necesitas ayuda, ponte en contacto con el centro.',
      'El usuario es tu correo electrónico. Por motivos de seguridad ya no se puede usar el celular para iniciar sesión. Si necesitas ayuda, comunícate con el centro.',
      'El usuario es tu correo electrónico. Por motivos de seguridad ya no se puede usar el celular para iniciar sesión. Si necesitas ayuda, comunícate con el centro.',
      'L’identifiant est votre adresse e-mail. Pour des raisons de sécurité, le téléphone ne peut plus être utilisé pour se connecter. Contactez le centre si vous avez besoin d’aide.',
      'Il nome utente è la tua email. Per motivi di sicurezza il telefono non può più essere usato per accedere. Contatta il centro se hai bisogno di aiuto.',
    ),
  ),
  dateFormat: entry(
    VALIDATION_MESSAGES.dateFormat,
    same(
      'Usa el formato de fecha aaaa-mm-dd',
      'Usa el formato de fecha aaaa-mm-dd',
      'Usa el formato de fecha aaaa-mm-dd',
      'Utilisez le format de date aaaa-mm-jj',
      'Usa il formato di data aaaa-mm-gg',
    ),
  ),
  notADate: entry(
    VALIDATION_MESSAGES.notADate,
    same('Esta fecha no existe', 'Esta fecha no existe', 'Esta fecha no existe', "Cette date n'existe pas", 'Questa data non esiste'),
  ),
  tooLong: entry(
    VALIDATION_MESSAGES.tooLong,
    same(
      'Este texto es demasiado largo',
      'Este texto es demasiado largo',
      'Este texto es demasiado largo',
      'Ce texte est trop long',
      'Questo testo è troppo lungo',
    ),
  ),
  notAnOption: entry(
    VALIDATION_MESSAGES.notAnOption,
    same(
      'Elige una de las opciones de la lista',
      'Elige una de las opciones de la lista',
      'Elige una de las opciones de la lista',
      "Choisissez l'une des options proposées",
      'Scegli una delle opzioni elencate',
    ),
  ),
  notAnAmount: entry(
    VALIDATION_MESSAGES.notAnAmount,
    same(
      'Introduce un importe como 12,50',
      'Ingresa un importe como 12.50',
      'Ingresa un importe como 12.50',
      'Saisissez un montant, par exemple 12,50',
      'Inserisci un importo come 12,50',
    ),
  ),
  notATime: entry(
    VALIDATION_MESSAGES.notATime,
    same(
      'Introduce una hora como 18:30',
      'Ingresa una hora como 18:30',
      'Ingresa una hora como 18:30',
      'Saisissez une heure, par exemple 18:30',
      'Inserisci un orario come 18:30',
    ),
  ),
  notAColour: entry(
    VALIDATION_MESSAGES.notAColour,
    same(
      'Introduce un color como #0a7d4f',
      'Ingresa un color como #0a7d4f',
      'Ingresa un color como #0a7d4f',
      'Saisissez une couleur, par exemple #0a7d4f',
      'Inserisci un colore come #0a7d4f',
    ),
  ),
  fileType: entry(
    VALIDATION_MESSAGES.fileType,
    same(
      'Solo se aceptan imágenes y archivos pdf, docx, doc, txt y xslx',
      'Solo se aceptan imágenes y archivos pdf, docx, doc, txt y xslx',
      'Solo se aceptan imágenes y archivos pdf, docx, doc, txt y xslx',
      'Seuls les images et les fichiers pdf, docx, doc, txt et xslx sont acceptés',
      'Sono accettati solo immagini e file pdf, docx, doc, txt e xslx',
    ),
  ),
  fileSize: entry(
    VALIDATION_MESSAGES.fileSize,
    same(
      'Cada archivo debe ocupar 5 MB como máximo',
      'Cada archivo debe ocupar 5 MB como máximo',
      'Cada archivo debe ocupar 5 MB como máximo',
      'Chaque fichier doit faire 5 Mo au maximum',
      'Ogni file deve pesare al massimo 5 MB',
    ),
  ),
};

/** The checkout's messages of the spec (contract/checkout.ts); the two shared with forms are above. */
const checkoutCatalogue: Record<Exclude<CheckoutMessageKey, 'passwordMismatch' | 'acceptLegal'>, Entry> = {
  checkRequired: entry(
    CM.checkRequired,
    spanish('Revisa los campos obligatorios', 'Vérifiez les champs obligatoires', 'Controlla i campi obbligatori'),
  ),
  selectTransport: entry(
    CM.selectTransport,
    spanish('Selecciona un transporte', 'Veuillez choisir un transport', 'Seleziona un metodo di spedizione'),
  ),
  emptyBasket: entry(CM.emptyBasket, spanish('¡Tu cesta está vacía!', 'Votre panier est vide !', 'Il tuo carrello è vuoto!')),
  selectPaymentMethod: entry(
    CM.selectPaymentMethod,
    spanish('Selecciona un método de pago', 'Veuillez choisir un moyen de paiement', 'Seleziona un metodo di pagamento'),
  ),
  applyCoupon: entry(
    CM.applyCoupon,
    spanish(
      'Pulsa el botón Aplicar cupón para comprobar el código',
      'Appuyez sur le bouton Appliquer le coupon pour vérifier le code',
      'Premi il pulsante Applica coupon per verificare il codice',
    ),
  ),
  invalidCode: entry(
    CM.invalidCode,
    spanish('Lo sentimos, el código no es válido', "Désolé, le code n'est pas valide", 'Spiacenti, il codice non è valido'),
  ),
  discountApplied: entry(CM.discountApplied, spanish('Descuento aplicado', 'Réduction appliquée', 'Sconto applicato')),
  technicalProblems: entry(
    CM.technicalProblems,
    spanish(
      '¡Vaya! Problemas técnicos. Inténtalo de nuevo en unos minutos',
      'Oups ! Problèmes techniques. Veuillez réessayer dans quelques minutes',
      'Ops! Problemi tecnici. Riprova tra qualche minuto',
    ),
  ),
  paymentFailed: entry(
    CM.paymentFailed,
    spanish(
      '¡Lo sentimos! El pago no se ha completado. Inténtalo de nuevo más tarde.',
      "Désolé ! Le paiement n'a pas abouti. Veuillez réessayer plus tard.",
      'Spiacenti! Il pagamento non è stato completato. Riprova più tardi.',
    ),
  ),
  paymentSuccess: entry(
    CM.paymentSuccess,
    spanish('El pago se ha procesado correctamente', 'Le paiement a bien été effectué', 'Il pagamento è stato elaborato correttamente'),
  ),
  processing: entry(
    CM.processing,
    spanish(
      'Procesando el pago, espera por favor...',
      'Paiement en cours, veuillez patienter...',
      'Pagamento in corso, attendere prego...',
    ),
  ),
  sharedMixed: entry(
    CM.sharedMixed,
    spanish(
      'El pago compartido no se puede mezclar con otras ventas. Finaliza el carrito actual y vuelve a intentarlo',
      'Un paiement partagé ne peut pas être mélangé avec d’autres ventes. Finalisez le panier actuel et réessayez',
      'Un pagamento condiviso non può essere unito ad altre vendite. Completa il carrello attuale e riprova',
    ),
  ),
  sharedInCart: entry(
    CM.sharedInCart,
    spanish(
      'Tienes un pago compartido en tu carrito, que no se puede mezclar con otras ventas. Finaliza el carrito actual y vuelve a intentarlo',
      'Vous avez un paiement partagé dans votre panier, qui ne peut pas être mélangé avec d’autres ventes. Finalisez le panier actuel et réessayez',
      'Hai un pagamento condiviso nel carrello, che non può essere unito ad altre vendite. Completa il carrello attuale e riprova',
    ),
  ),
};

const catalogue = {
  ...validationCatalogue,
  ...checkoutCatalogue,
  ...(staffCatalogue satisfies Record<string, Entry>),
  productNotForSaleAnyMore: entry(
    'A product in your basket is no longer for sale. Please review your basket.',
    spanish(
      'Un producto de tu cesta ya no está a la venta. Revisa tu cesta.',
      "Un produit de votre panier n'est plus en vente. Veuillez vérifier votre panier.",
      'Un prodotto del carrello non è più in vendita. Controlla il carrello.',
    ),
  ),
  paymentDeadlinePassed: entry(
    'The deadline to pay your share of {number} has passed. Please remove it from your basket.',
    spanish(
      'El plazo para pagar tu parte de {number} ha vencido. Quítala de tu cesta.',
      'Le délai pour payer votre part de {number} est dépassé. Retirez-la de votre panier.',
      'Il termine per pagare la tua quota di {number} è scaduto. Rimuovila dal carrello.',
    ),
  ),
  saleNotPayable: entry(
    'The sale {number} cannot be paid any more. Please remove it from your basket.',
    spanish(
      'La venta {number} ya no se puede pagar. Quítala de tu cesta.',
      'La vente {number} ne peut plus être payée. Retirez-la de votre panier.',
      'La vendita {number} non può più essere pagata. Rimuovila dal carrello.',
    ),
  ),
  cartChanged: entry(
    'The prices of your basket have changed. Please review it before paying.',
    spanish(
      'Los precios de tu cesta han cambiado. Revísala antes de pagar.',
      'Les prix de votre panier ont changé. Vérifiez-le avant de payer.',
      'I prezzi del carrello sono cambiati. Controllalo prima di pagare.',
    ),
  ),
  checkoutGuidReused: english('This basket was already checked out with other contents: start a new basket'),
  paymentMethodUnavailable: entry(
    'This payment method is not available. Please contact the club.',
    spanish(
      'Este método de pago no está disponible. Ponte en contacto con el club.',
      "Ce moyen de paiement n'est pas disponible. Veuillez contacter le club.",
      'Questo metodo di pagamento non è disponibile. Contatta il club.',
    ),
  ),
  sharedNoVoucher: entry(
    'Shared bookings cannot be paid by voucher',
    spanish(
      'Las reservas compartidas no se pueden pagar con bono',
      'Les réservations partagées ne peuvent pas être payées avec un bon',
      'Le prenotazioni condivise non si possono pagare con un buono',
    ),
  ),
  voucherNotUsable: entry(
    'This voucher cannot be used',
    spanish('Este bono no se puede usar', 'Ce bon ne peut pas être utilisé', 'Questo buono non può essere usato'),
  ),
  voucherWrongKind: entry(
    'This voucher cannot pay this',
    spanish('Este bono no sirve para pagar esto', 'Ce bon ne peut pas payer cet achat', 'Questo buono non può pagare questo acquisto'),
  ),
  voucherEmpty: entry(
    'This voucher has no balance left',
    spanish('Este bono no tiene saldo', "Ce bon n'a plus de solde", 'Questo buono non ha più credito'),
  ),
  voucherOneSale: english('A voucher pays one sale at a time: send one sale id or the product lines alone'),
  paymentNotFound: english('No payment matches this notification'),
  saveCardFailed: entry(
    'Save card failed',
    spanish('No se ha podido guardar la tarjeta', "La carte n'a pas pu être enregistrée", 'Impossibile salvare la carta'),
  ),
  cardTokenMissing: english('The card was not tokenised: send its token as tpvOnlineInfoTemp'),
  paymentInProgress: entry(
    'This payment is already being processed. Please wait a moment and check your orders.',
    spanish(
      'Este pago ya se está procesando. Espera un momento y revisa tus pedidos.',
      'Ce paiement est déjà en cours de traitement. Patientez un instant et vérifiez vos commandes.',
      'Questo pagamento è già in elaborazione. Attendi un momento e controlla i tuoi ordini.',
    ),
  ),
  paymentUnderReview: entry(
    'Your bank is reviewing this payment. We will email you as soon as it is confirmed: there is no need to pay again.',
    spanish(
      'Tu banco está revisando este pago. Te escribiremos en cuanto se confirme: no hace falta que vuelvas a pagar.',
      'Votre banque vérifie ce paiement. Nous vous écrirons dès qu’il sera confirmé : inutile de payer à nouveau.',
      'La tua banca sta verificando questo pagamento. Ti scriveremo appena sarà confermato: non serve pagare di nuovo.',
    ),
  ),
  // The card provider's own words (spec: "NetPay: provider message"), as the provider wrote them.
  cardRefused: entry('{message}', same('{message}', '{message}', '{message}', '{message}', '{message}')),
  paymentAmountMismatch: english('The notified amount or currency does not match the payment'),
  notificationRefused: english('The notification could not be verified'),
  invalidCredentials: entry(
    ACCOUNT_MESSAGES.invalidCredentials,
    spanish('Correo electrónico o contraseña incorrectos', 'E-mail ou mot de passe incorrect', 'Email o password non validi'),
  ),
  loginRequired: entry(
    'Please login or register',
    spanish('Inicia sesión o regístrate', 'Connectez-vous ou inscrivez-vous', 'Accedi o registrati'),
  ),
  wrongPassword: entry(ACCOUNT_MESSAGES.wrongPassword, spanish('Contraseña incorrecta', 'Mot de passe incorrect', 'Password errata')),
  wrongAccess: entry(WRONG_ACCESS, spanish('Acceso incorrecto', 'Accès incorrect', 'Accesso non valido')),
  activationExpired: entry(
    ACCOUNT_MESSAGES.activationExpired,
    spanish(
      'Lo sentimos, tu enlace de activación ha caducado',
      "Désolé, votre lien d'activation a expiré",
      'Spiacenti, il link di attivazione è scaduto',
    ),
  ),
  notActivated: entry(
    'Your account is not activated yet. Check your inbox for the activation link, or ask for a new one here.',
    same(
      'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o pide uno nuevo aquí.',
      'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o solicita uno nuevo aquí.',
      'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o solicita uno nuevo aquí.',
      "Votre compte n'est pas encore activé. Cherchez le lien d'activation dans votre boîte mail ou demandez-en un nouveau ici.",
      'Il tuo account non è ancora attivo. Cerca il link di attivazione nella tua email o richiedine uno nuovo qui.',
    ),
  ),
  emailTaken: entry(
    'This email is already registered. Log in or reset your password.',
    spanish(
      'Este correo ya está registrado. Inicia sesión o restablece tu contraseña.',
      'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou réinitialisez votre mot de passe.',
      'Questa email è già registrata. Accedi o reimposta la password.',
    ),
  ),
  registrationClosed: entry(
    'Registration is closed. Please contact the club.',
    spanish(
      'El registro está cerrado. Ponte en contacto con el club.',
      'Les inscriptions sont fermées. Veuillez contacter le club.',
      'Le registrazioni sono chiuse. Contatta il club.',
    ),
  ),
  tooManyLoginFailures: entry(
    'Too many failed attempts. Please try again in {minutes} minutes or reset your password.',
    spanish(
      'Demasiados intentos fallidos. Vuelve a intentarlo en {minutes} minutos o restablece tu contraseña.',
      'Trop de tentatives échouées. Réessayez dans {minutes} minutes ou réinitialisez votre mot de passe.',
      'Troppi tentativi falliti. Riprova tra {minutes} minuti o reimposta la password.',
    ),
  ),
  resetLinkExpired: entry(
    'This password reset link is expired or has already been used',
    spanish(
      'Este enlace para restablecer la contraseña ha caducado o ya se ha usado',
      'Ce lien de réinitialisation a expiré ou a déjà été utilisé',
      'Questo link di reimpostazione è scaduto o è già stato usato',
    ),
  ),
  ownDataOnly: entry(
    'You can only access your own data',
    spanish(
      'Solo puedes acceder a tus propios datos',
      'Vous ne pouvez accéder qu’à vos propres données',
      'Puoi accedere solo ai tuoi dati',
    ),
  ),
  ownLinkedAccountsOnly: entry(
    'You can only switch to your own linked accounts',
    spanish(
      'Solo puedes cambiar a las cuentas vinculadas a la tuya',
      'Vous ne pouvez passer qu’aux comptes liés au vôtre',
      'Puoi passare solo agli account collegati al tuo',
    ),
  ),
  accountNotActivated: entry(
    'This account is not activated yet',
    spanish('Esta cuenta aún no está activada', "Ce compte n'est pas encore activé", 'Questo account non è ancora attivo'),
  ),
  lookupListUnknown: entry(
    'The field “{field}” of this form lists “{list}”, which the portal does not have: please tell the club',
    spanish(
      'El campo «{field}» de este formulario usa la lista «{list}», que el portal no tiene: avisa al club',
      'Le champ « {field} » de ce formulaire utilise la liste « {list} », que le portail n’a pas : prévenez le club',
      'Il campo «{field}» di questo modulo usa l’elenco «{list}», che il portale non ha: avvisa il circolo',
    ),
  ),
  lookupAnswerNotListed: entry(
    '{field}: choose one of the listed options',
    spanish(
      '{field}: elige una de las opciones de la lista',
      '{field} : choisissez une des options de la liste',
      '{field}: scegli una delle opzioni dell’elenco',
    ),
  ),
  childNotActivated: entry(
    '{name} cannot be signed up until their account is activated',
    spanish(
      '{name} no puede inscribirse hasta que su cuenta esté activada',
      '{name} ne peut pas être inscrit tant que son compte n’est pas activé',
      '{name} non può essere iscritto finché il suo account non è attivo',
    ),
  ),
  switchBackFirst: entry(
    'Switch back to your own account to manage your children',
    spanish(
      'Vuelve a tu propia cuenta para gestionar a tus menores',
      'Revenez à votre propre compte pour gérer vos enfants',
      'Torna al tuo account per gestire i tuoi figli',
    ),
  ),
  notYourChild: entry(
    'This customer is not linked to your account',
    spanish(
      'Este cliente no está vinculado a tu cuenta',
      "Ce client n'est pas lié à votre compte",
      'Questo cliente non è collegato al tuo account',
    ),
  ),
  cardNotSaved: entry(
    'This card is not saved in your account',
    spanish(
      'Esta tarjeta no está guardada en tu cuenta',
      "Cette carte n'est pas enregistrée dans votre compte",
      'Questa carta non è salvata nel tuo account',
    ),
  ),
  dependentsNotAllowed: entry(
    'The club does not allow adding dependent customers',
    spanish(
      'El club no permite añadir menores a la cuenta',
      "Le club ne permet pas d'ajouter des personnes à charge",
      'Il club non consente di aggiungere familiari a carico',
    ),
  ),
  onlyHolderAddsDependents: entry(
    'Only the main account holder can add dependent customers',
    spanish(
      'Solo el titular de la cuenta puede añadir menores',
      'Seul le titulaire du compte peut ajouter des personnes à charge',
      "Solo il titolare dell'account può aggiungere familiari a carico",
    ),
  ),
  trainingNotFound: entry(
    'This training does not exist or is not one of your teams',
    spanish(
      'Este entrenamiento no existe o no es de tus equipos',
      "Cet entraînement n'existe pas ou n'est pas celui de vos équipes",
      'Questo allenamento non esiste o non è delle tue squadre',
    ),
  ),
  emailNotFound: entry('This email does not exist', spanish('Este correo no existe', "Cet e-mail n'existe pas", 'Questa email non esiste')),
  fileNotFound: entry('This file does not exist', spanish('Este archivo no existe', "Ce fichier n'existe pas", 'Questo file non esiste')),
  fileLinkExpired: entry(
    'This link has expired: open the page again to see the file',
    spanish(
      'Este enlace ha caducado: vuelve a abrir la página para ver el archivo',
      'Ce lien a expiré : rouvrez la page pour voir le fichier',
      'Questo link è scaduto: riapri la pagina per vedere il file',
    ),
  ),
  formNotFound: entry(
    'This form does not exist',
    spanish('Este formulario no existe', "Ce formulaire n'existe pas", 'Questo modulo non esiste'),
  ),
  fileTypeRefused: entry(
    'Files of type {ext} are not accepted. Use images, pdf, docx, doc, txt or xslx.',
    spanish(
      'No se aceptan archivos de tipo {ext}. Usa imágenes, pdf, docx, doc, txt o xslx.',
      'Les fichiers de type {ext} ne sont pas acceptés. Utilisez des images, pdf, docx, doc, txt ou xslx.',
      'I file di tipo {ext} non sono accettati. Usa immagini, pdf, docx, doc, txt o xslx.',
    ),
  ),
  fileTooLarge: entry(
    'A file is larger than {megabytes} MB',
    spanish('Un archivo ocupa más de {megabytes} MB', 'Un fichier dépasse {megabytes} Mo', 'Un file supera i {megabytes} MB'),
  ),
  activateFirst: entry(
    'Activate your account first with the link we sent to your email.',
    spanish(
      'Primero activa tu cuenta con el enlace que te hemos enviado por correo.',
      "Activez d'abord votre compte avec le lien que nous vous avons envoyé par e-mail.",
      'Prima attiva il tuo account con il link che ti abbiamo inviato via email.',
    ),
  ),
  accountLockedUseReset: entry(
    'Too many failed attempts on this account. To log in now, reset your password: we will email you a link.',
    spanish(
      'Demasiados intentos fallidos en esta cuenta. Para entrar ahora, restablece tu contraseña: te enviaremos un enlace por correo.',
      'Trop de tentatives échouées sur ce compte. Pour vous connecter maintenant, réinitialisez votre mot de passe : nous vous enverrons un lien par e-mail.',
      'Troppi tentativi falliti su questo account. Per accedere ora, reimposta la password: ti invieremo un link via email.',
    ),
  ),
  dependantsDailyCap: entry(
    'You have added many people today. Please try again tomorrow.',
    spanish(
      'Hoy ya has añadido muchas personas. Vuelve a intentarlo mañana.',
      "Vous avez ajouté beaucoup de personnes aujourd'hui. Réessayez demain.",
      'Oggi hai già aggiunto molte persone. Riprova domani.',
    ),
  ),
  alreadyThisAccount: entry(
    'You are already using this account',
    spanish('Ya estás usando esta cuenta', 'Vous utilisez déjà ce compte', 'Stai già usando questo account'),
  ),
  notPartnerLink: entry(
    'This link does not come from a partner of the club',
    spanish(
      'Este enlace no procede de un socio colaborador del club',
      'Ce lien ne provient pas d’un partenaire du club',
      'Questo link non proviene da un partner del club',
    ),
  ),
  fileContentRefused: entry(
    'The content of this file is not of an accepted type. Use images, pdf, docx, doc, txt or xlsx.',
    spanish(
      'El contenido de este archivo no es de un tipo admitido. Usa imágenes, pdf, docx, doc, txt o xlsx.',
      "Le contenu de ce fichier n'est pas d'un type accepté. Utilisez des images, pdf, docx, doc, txt ou xlsx.",
      'Il contenuto di questo file non è di un tipo accettato. Usa immagini, pdf, docx, doc, txt o xlsx.',
    ),
  ),
  customFieldUnknown: english('Unknown custom field {id}'),
  mustBeTrueOrFalse: entry(
    '{label}: must be true or false',
    spanish('{label}: debe ser verdadero o falso', '{label} : doit être vrai ou faux', '{label}: deve essere vero o falso'),
  ),
  chooseListedOption: entry(
    '{label}: choose one of the listed options',
    spanish(
      '{label}: elige una de las opciones de la lista',
      '{label} : choisissez une des options proposées',
      "{label}: scegli una delle opzioni dell'elenco",
    ),
  ),
  /** A list of field problems ("Label: message; ..."), each translated on its own. */
  invalidInput: english('{details}'),
  parentRequired: english('ParentCustomerId is required to add a dependent customer'),
  multipartRequired: english('Send the form as multipart/form-data'),
  malformedMultipart: english('The multipart body is malformed'),
  unexpectedFile: english('Unexpected file for {field}'),
  formFieldsMalformed: english('fields must be a JSON array of { id, name, value }'),
  formNotSubmittableHere: english('This form cannot be submitted here'),
  pathBodyIdMismatch: english('The customer id of the path and the body differ'),
  settingsMissing: english('The club has no {section} settings yet'),
  settingsInvalid: english("The club's {section} settings are invalid"),
  settingsNotSaved: english('The {section} settings were not saved: {problems}'),
  databaseUnreachable: english('The database is not reachable'),
  productNotFound: entry(
    'This product does not exist',
    spanish('Este producto no existe', "Ce produit n'existe pas", 'Questo prodotto non esiste'),
  ),
  postNotFound: entry(
    'This post does not exist',
    spanish('Esta entrada no existe', "Cet article n'existe pas", 'Questo articolo non esiste'),
  ),
  newsletterLinkInvalid: entry(
    'This newsletter link is not valid or has expired. Please subscribe again.',
    spanish(
      'Este enlace del boletín no es válido o ha caducado. Vuelve a suscribirte.',
      "Ce lien de la newsletter n'est pas valide ou a expiré. Veuillez vous réinscrire.",
      'Questo link della newsletter non è valido o è scaduto. Iscriviti di nuovo.',
    ),
  ),
  oneClickBodyRequired: english('A one-click unsubscribe posts the body List-Unsubscribe=One-Click (RFC 8058)'),
  productNotForSale: entry(
    '{name} is not for sale',
    spanish('{name} no está a la venta', "{name} n'est pas en vente", '{name} non è in vendita'),
  ),
  outOfStock: entry(
    'Sorry, {name} is out of stock',
    spanish('Lo sentimos, {name} está agotado', 'Désolé, {name} est en rupture de stock', 'Spiacenti, {name} è esaurito'),
  ),
  notEnoughStock: entry(
    'Sorry, only {available} units of {name} are left',
    spanish(
      'Lo sentimos, solo quedan {available} unidades de {name}',
      'Désolé, il ne reste que {available} unités de {name}',
      'Spiacenti, sono rimaste solo {available} unità di {name}',
    ),
  ),
  stockOfAnotherProduct: entry(
    'A line of your basket draws on the stock of another product. Please remove it and add the product again.',
    spanish(
      'Una línea de tu cesta usa el stock de otro producto. Quítala y vuelve a añadir el producto.',
      'Une ligne de votre panier utilise le stock d’un autre produit. Retirez-la et ajoutez de nouveau le produit.',
      'Una riga del carrello usa lo stock di un altro prodotto. Rimuovila e aggiungi di nuovo il prodotto.',
    ),
  ),
  orderNotFound: entry(
    'This order does not exist',
    spanish('Este pedido no existe', "Cette commande n'existe pas", 'Questo ordine non esiste'),
  ),
  noInvoice: entry(
    'This order has no invoice yet. Please contact the club.',
    spanish(
      'Este pedido aún no tiene factura. Ponte en contacto con el club.',
      "Cette commande n'a pas encore de facture. Veuillez contacter le club.",
      'Questo ordine non ha ancora una fattura. Contatta il club.',
    ),
  ),
  invoiceDownloadFailed: entry(
    DOCUMENT_ERRORS.invoice,
    spanish(
      'Se produjo un error al descargar tu factura',
      'Une erreur est survenue lors du téléchargement de votre facture',
      'Si è verificato un errore durante il download della fattura',
    ),
  ),
  ticketDownloadFailed: entry(
    DOCUMENT_ERRORS.ticket,
    spanish(
      'Se produjo un error al descargar tu ticket',
      'Une erreur est survenue lors du téléchargement de votre ticket',
      'Si è verificato un errore durante il download del biglietto',
    ),
  ),
  bookingTypeNotFound: entry(
    'This booking type does not exist',
    spanish('Este tipo de reserva no existe', "Ce type de réservation n'existe pas", 'Questo tipo di prenotazione non esiste'),
  ),
  calendarFeedNotFound: entry(
    'This calendar link does not exist',
    spanish('Este enlace de calendario no existe', 'Ce lien d’agenda n’existe pas', 'Questo link del calendario non esiste'),
  ),
  calendarFeedRevoked: entry(
    'This calendar link was turned off. Get a new one in Your Bookings',
    same(
      'Este enlace de calendario se ha desactivado. Consigue uno nuevo en Tus reservas',
      'Este enlace de calendario se desactivó. Consigue uno nuevo en Tus reservaciones',
      'Este enlace de calendario se desactivó. Consigue uno nuevo en Tus reservas',
      'Ce lien d’agenda a été désactivé. Obtenez-en un nouveau dans Vos réservations',
      'Questo link del calendario è stato disattivato. Creane uno nuovo in Le tue prenotazioni',
    ),
  ),
  bookingNotFound: entry(
    'This booking does not exist',
    spanish('Esta reserva no existe', "Cette réservation n'existe pas", 'Questa prenotazione non esiste'),
  ),
  resourceNotBookable: entry(
    '{name} cannot be booked with this booking type',
    spanish(
      '{name} no se puede reservar con este tipo de reserva',
      '{name} ne peut pas être réservé avec ce type de réservation',
      '{name} non si può prenotare con questo tipo di prenotazione',
    ),
  ),
  relatedResourceRequired: entry(
    'Choose one of each kind of resource this booking needs',
    spanish(
      'Elige uno de cada tipo de recurso que necesita esta reserva',
      'Choisissez une ressource de chaque type demandé par cette réservation',
      'Scegli una risorsa per ogni tipo richiesto da questa prenotazione',
    ),
  ),
  durationNotOffered: entry(
    'This booking type cannot be booked for {minutes} minutes',
    spanish(
      'Este tipo de reserva no se puede reservar {minutes} minutos',
      'Ce type de réservation ne peut pas être réservé pour {minutes} minutes',
      'Questo tipo di prenotazione non si può prenotare per {minutes} minuti',
    ),
  ),
  slotTaken: entry(
    'Sorry, this slot has just been booked. Please choose another one',
    spanish(
      'Lo sentimos, este horario se acaba de reservar. Elige otro',
      'Désolé, ce créneau vient d’être réservé. Choisissez-en un autre',
      'Spiacenti, questo orario è appena stato prenotato. Scegline un altro',
    ),
  ),
  slotInPast: entry(
    'This slot has already started. Please choose a later one',
    spanish(
      'Este horario ya ha empezado. Elige uno posterior',
      'Ce créneau a déjà commencé. Choisissez-en un plus tard',
      'Questo orario è già iniziato. Scegline uno successivo',
    ),
  ),
  beyondAnticipation: entry(
    'This slot cannot be booked yet: you can book up to {date}',
    spanish(
      'Este horario aún no se puede reservar: puedes reservar hasta el {date}',
      'Ce créneau ne peut pas encore être réservé : vous pouvez réserver jusqu’au {date}',
      'Questo orario non si può ancora prenotare: puoi prenotare fino al {date}',
    ),
  ),
  slotNotOffered: entry(
    'This slot is not offered. Please choose one of the listed times',
    spanish(
      'Este horario no se ofrece. Elige una de las horas de la lista',
      'Ce créneau n’est pas proposé. Choisissez un des horaires de la liste',
      'Questo orario non è disponibile. Scegli uno degli orari elencati',
    ),
  ),
  slotNotPriced: entry(
    'This slot has no price yet. Please contact the club',
    spanish(
      'Este horario aún no tiene precio. Ponte en contacto con el club',
      'Ce créneau n’a pas encore de prix. Veuillez contacter le club',
      'Questo orario non ha ancora un prezzo. Contatta il club',
    ),
  ),
  nothingFound: entry(
    BOOKING_MESSAGES.nothingFound,
    spanish(
      'Lo sentimos, no hay resultados. Prueba con otros filtros',
      'Désolé, aucun résultat. Essayez avec d’autres filtres',
      'Spiacenti, nessun risultato. Prova con altri filtri',
    ),
  ),
  maxPlayersReached: entry(
    'Max players reached',
    spanish('Se ha alcanzado el máximo de jugadores', 'Nombre maximum de joueurs atteint', 'Numero massimo di giocatori raggiunto'),
  ),
  // Bookings by place (issue 23): the list's empty week and taking a place of a class.
  noByPlaceBookings: entry(
    BY_PLACE_MESSAGES.noneAvailable,
    spanish(
      'No hay reservas por plaza disponibles',
      'Aucune réservation par place disponible',
      'Nessuna prenotazione per posto disponibile',
    ),
  ),
  placeTaken: entry(
    'Sorry, this place has just been taken. Please choose another one',
    spanish(
      'Lo sentimos, esta plaza se acaba de ocupar. Elige otra',
      'Désolé, cette place vient d’être prise. Choisissez-en une autre',
      'Spiacenti, questo posto è appena stato preso. Scegline un altro',
    ),
  ),
  alreadyInClass: entry(BOOKING_MESSAGES.alreadyIn, spanish('Ya estás dentro', 'Vous êtes déjà inscrit', 'Sei già iscritto')),
  classFull: entry('This class is full', spanish('Esta clase está completa', 'Ce cours est complet', 'Questa lezione è al completo')),
  classStarted: entry(
    'This class has already started',
    spanish('Esta clase ya ha empezado', 'Ce cours a déjà commencé', 'Questa lezione è già iniziata'),
  ),
  placeNotInClass: entry(
    'This place is not one of this class',
    spanish('Esta plaza no es de esta clase', 'Cette place ne fait pas partie de ce cours', 'Questo posto non fa parte di questa lezione'),
  ),
  placePaid: entry(
    'This place is already paid: please contact the club to give it back',
    spanish(
      'Esta plaza ya está pagada: ponte en contacto con el club para devolverla',
      'Cette place est déjà payée : contactez le club pour l’annuler',
      'Questo posto è già pagato: contatta il club per annullarlo',
    ),
  ),
  playerNotFound: entry(
    'A player of the list does not exist',
    spanish('Un jugador de la lista no existe', 'Un joueur de la liste n’existe pas', 'Un giocatore della lista non esiste'),
  ),
  noPaymentOptions: entry(
    'No payment options available. Please contact the club',
    spanish(
      'No hay formas de pago disponibles. Ponte en contacto con el club',
      'Aucun mode de paiement disponible. Veuillez contacter le club',
      'Nessuna modalità di pagamento disponibile. Contatta il club',
    ),
  ),
  sharedPaymentNotAllowed: entry(
    'Shared payment is not available for this booking',
    spanish(
      'El pago compartido no está disponible para esta reserva',
      'Le paiement partagé n’est pas disponible pour cette réservation',
      'Il pagamento condiviso non è disponibile per questa prenotazione',
    ),
  ),
  fullPaymentNotWithSpecialPrice: entry(
    'Full payment is not available with a special price: choose You Pay Your Part',
    spanish(
      'El pago completo no está disponible con un precio especial: elige Pagas tu parte',
      'Le paiement complet n’est pas disponible avec un prix spécial : choisissez Vous payez votre part',
      'Il pagamento completo non è disponibile con un prezzo speciale: scegli Paghi la tua parte',
    ),
  ),
  bookingAlreadyCancelled: entry(
    'This booking is already cancelled',
    spanish('Esta reserva ya está cancelada', 'Cette réservation est déjà annulée', 'Questa prenotazione è già cancellata'),
  ),
  bookingStarted: entry(
    'This booking has already started and can no longer be cancelled',
    spanish(
      'Esta reserva ya ha empezado y no se puede cancelar',
      'Cette réservation a déjà commencé et ne peut plus être annulée',
      'Questa prenotazione è già iniziata e non si può più cancellare',
    ),
  ),
  cancelWindowClosed: entry(
    'This booking can no longer be cancelled online: cancellations close {hours} hours before the start',
    spanish(
      'Esta reserva ya no se puede cancelar online: las cancelaciones se cierran {hours} horas antes del inicio',
      'Cette réservation ne peut plus être annulée en ligne : les annulations ferment {hours} heures avant le début',
      'Questa prenotazione non si può più cancellare online: le cancellazioni chiudono {hours} ore prima dell’inizio',
    ),
  ),
  deskBookingCancelAtClub: entry(
    'This booking was made at the club: ask the club to cancel it',
    spanish(
      'Esta reserva se hizo en el club: pide al club que la cancele',
      'Cette réservation a été faite au club : demandez au club de l’annuler',
      'Questa prenotazione è stata fatta al club: chiedi al club di cancellarla',
    ),
  ),
  invitationAlreadyAnswered: entry(
    'You have already answered this invitation',
    spanish('Ya has respondido a esta invitación', 'Vous avez déjà répondu à cette invitation', 'Hai già risposto a questo invito'),
  ),
  invitationClosed: entry(
    'This invitation has closed: its payment deadline has passed',
    spanish(
      'Esta invitación ya está cerrada: su plazo de pago ha pasado',
      'Cette invitation est close : sa date limite de paiement est passée',
      'Questo invito è chiuso: il termine di pagamento è scaduto',
    ),
  ),
  sharePaidCannotLeave: entry(
    'You have paid your share, so you cannot leave online: ask the player who made the booking or the club',
    spanish(
      'Ya has pagado tu parte, así que no puedes salir online: habla con quien hizo la reserva o con el club',
      'Vous avez payé votre part : vous ne pouvez plus quitter en ligne. Adressez-vous à la personne qui a réservé ou au club',
      'Hai già pagato la tua quota, quindi non puoi uscire online: chiedi a chi ha fatto la prenotazione o al club',
    ),
  ),
  turnstilesDisabled: entry(
    'Turnstiles are not enabled at this club',
    spanish(
      'Este club no tiene tornos activados',
      'Les tourniquets ne sont pas activés dans ce club',
      'I tornelli non sono attivi in questo club',
    ),
  ),
  turnstileOutsideWindow: entry(
    'The door opens from {minutes} minutes before your booking until it ends',
    spanish(
      'La puerta se abre desde {minutes} minutos antes de tu reserva hasta que termina',
      'La porte s’ouvre de {minutes} minutes avant votre réservation jusqu’à sa fin',
      'La porta si apre da {minutes} minuti prima della prenotazione fino alla fine',
    ),
  ),
  turnstilePlayersOnly: entry(
    'The door opens only for the booking’s players: log in as one of them',
    spanish(
      'La puerta solo se abre para los jugadores de la reserva: inicia sesión como uno de ellos',
      'La porte ne s’ouvre que pour les joueurs de la réservation : connectez-vous en tant que l’un d’eux',
      'La porta si apre solo per i giocatori della prenotazione: accedi come uno di loro',
    ),
  ),
  doorCardNeedsPass: entry(
    'The member card opens doors only with a season pass valid today',
    spanish(
      'El carné abre las puertas solo con un abono en vigor',
      'La carte de membre n’ouvre les portes qu’avec un abonnement valide aujourd’hui',
      'La tessera apre le porte solo con un abbonamento valido oggi',
    ),
  ),
  turnstileUnpaid: entry(
    'This booking is not paid yet',
    spanish('Esta reserva aún no está pagada', 'Cette réservation n’est pas encore payée', 'Questa prenotazione non è ancora pagata'),
  ),
  // Activities and sign-up (modules/activities).
  activityNotFound: entry(
    'This activity does not exist or is no longer published',
    spanish(
      'Esta actividad no existe o ya no está publicada',
      "Cette activité n'existe pas ou n'est plus publiée",
      'Questa attività non esiste o non è più pubblicata',
    ),
  ),
  signUpNotOnline: entry(
    'Sign-up for this activity is not online: please ask the club',
    spanish(
      'La inscripción a esta actividad no es online: consulta con el club',
      "L'inscription à cette activité ne se fait pas en ligne : renseignez-vous auprès du club",
      "L'iscrizione a questa attività non è online: chiedi al club",
    ),
  ),
  signUpNotOpenYet: entry(
    'Sign-up for this activity opens on {date}',
    spanish(
      'La inscripción a esta actividad se abre el {date}',
      "L'inscription à cette activité ouvre le {date}",
      "L'iscrizione a questa attività si apre il {date}",
    ),
  ),
  signUpClosed: entry(
    'Sign-up for this activity is closed',
    spanish(
      'La inscripción a esta actividad está cerrada',
      "L'inscription à cette activité est close",
      "L'iscrizione a questa attività è chiusa",
    ),
  ),
  alreadySignedUp: entry(
    '{name} is already signed up for this activity',
    spanish(
      '{name} ya está inscrito en esta actividad',
      '{name} est déjà inscrit à cette activité',
      '{name} è già iscritto a questa attività',
    ),
  ),
  activityFull: entry(
    'This activity is full: you can join its waitlist',
    spanish(
      'Esta actividad está completa: puedes apuntarte a la lista de espera',
      "Cette activité est complète : vous pouvez rejoindre la liste d'attente",
      "Questa attività è al completo: puoi entrare nella lista d'attesa",
    ),
  ),
  customFormRequired: entry(
    'This activity asks for its sign-up form to be filled in',
    spanish(
      'Esta actividad pide rellenar su formulario de inscripción',
      "Cette activité demande de remplir son formulaire d'inscription",
      'Questa attività richiede di compilare il modulo di iscrizione',
    ),
  ),
  activityNotFull: entry(
    'This activity still has places: sign up directly',
    spanish(
      'Esta actividad aún tiene plazas: inscríbete directamente',
      'Cette activité a encore des places : inscrivez-vous directement',
      'Questa attività ha ancora posti: iscriviti direttamente',
    ),
  ),
  alreadyOnWaitlist: entry(
    '{name} is already on the waitlist of this activity',
    spanish(
      '{name} ya está en la lista de espera de esta actividad',
      "{name} est déjà sur la liste d'attente de cette activité",
      "{name} è già nella lista d'attesa di questa attività",
    ),
  ),
  signUpNotFound: entry(
    'There is no sign-up to cancel for this activity',
    spanish(
      'No hay ninguna inscripción que cancelar en esta actividad',
      "Il n'y a aucune inscription à annuler pour cette activité",
      "Non c'è nessuna iscrizione da annullare per questa attività",
    ),
  ),
  paidSignUpCancelAtClub: entry(
    'This sign-up is paid: ask the club to cancel it',
    spanish(
      'Esta inscripción está pagada: pide al club que la cancele',
      "Cette inscription est payée : demandez au club de l'annuler",
      'Questa iscrizione è pagata: chiedi al club di annullarla',
    ),
  ),
  signUpCancelClosed: entry(
    'This sign-up could be cancelled until {date}: ask the club',
    spanish(
      'Esta inscripción se podía cancelar hasta el {date}: pregunta al club',
      "Cette inscription pouvait être annulée jusqu'au {date} : demandez au club",
      'Questa iscrizione si poteva annullare fino al {date}: chiedi al club',
    ),
  ),
  notOnActivityWaitlist: entry(
    'There is no place in this waitlist to leave',
    spanish(
      'No hay ningún puesto que dejar en esta lista de espera',
      "Il n'y a aucune place à quitter sur cette liste d'attente",
      "Non c'è nessun posto da lasciare in questa lista d'attesa",
    ),
  ),
  lookupNotFound: english('There is no such list'),
  // The booking waitlist (issue 23, section 7: modules/bookings/booking-waitlist.service.ts).
  waitlistSlotFree: entry(
    'This time is free: book it directly',
    spanish(
      'Esta hora está libre: resérvala directamente',
      'Ce créneau est libre : réservez-le directement',
      'Questo orario è libero: prenotalo direttamente',
    ),
  ),
  waitlistMatchHasPlace: entry(
    'This match has a free place: join it directly',
    spanish(
      'Este partido tiene una plaza libre: únete directamente',
      'Ce match a une place libre : rejoignez-le directement',
      'Questa partita ha un posto libero: unisciti direttamente',
    ),
  ),
  waitlistAlreadyBooked: entry(
    '{name} already plays at this time',
    spanish('{name} ya juega a esta hora', '{name} joue déjà à cette heure', '{name} gioca già a quest’ora'),
  ),
  waitlistAlreadyInMatch: entry(BOOKING_MESSAGES.alreadyIn, spanish('Ya estás dentro', 'Vous y êtes déjà', 'Ci sei già')),
  alreadyOnBookingWaitlist: entry(
    '{name} is already on this waitlist',
    spanish('{name} ya está en esta lista de espera', "{name} est déjà sur cette liste d'attente", "{name} è già in questa lista d'attesa"),
  ),
  slotKeptForWaitlist: entry(
    'This time is kept for the first on its waitlist: please choose another one',
    spanish(
      'Esta hora está guardada para el primero de su lista de espera: elige otra',
      "Ce créneau est gardé pour le premier de sa liste d'attente : choisissez-en un autre",
      "Questo orario è riservato al primo della sua lista d'attesa: scegline un altro",
    ),
  ),
  placeKeptForWaitlist: entry(
    'The free place is kept for the first on the waitlist',
    spanish(
      'La plaza libre está guardada para el primero de la lista de espera',
      "La place libre est gardée pour le premier de la liste d'attente",
      "Il posto libero è riservato al primo della lista d'attesa",
    ),
  ),
  waitlistEntryNotFound: entry(
    'You are not on this waitlist',
    spanish('No estás en esta lista de espera', "Vous n'êtes pas sur cette liste d'attente", "Non sei in questa lista d'attesa"),
  ),
  // Input that breaks a call's schema, as sentences (plugins/validation-messages.ts); {field} is a field's label.
  fieldMissing: entry(
    'The field “{field}” is required',
    spanish('El campo «{field}» es obligatorio', 'Le champ « {field} » est obligatoire', 'Il campo «{field}» è obbligatorio'),
  ),
  fieldInvalid: entry(
    'The field “{field}” is not valid',
    spanish('El campo «{field}» no es válido', 'Le champ « {field} » n’est pas valide', 'Il campo «{field}» non è valido'),
  ),
  fieldNotAnId: entry(
    'The field “{field}” must be a positive whole number written in plain digits, such as 12',
    spanish(
      'El campo «{field}» debe ser un número entero positivo escrito solo con cifras, por ejemplo 12',
      'Le champ « {field} » doit être un nombre entier positif écrit en chiffres, par exemple 12',
      'Il campo «{field}» deve essere un numero intero positivo scritto in cifre, ad esempio 12',
    ),
  ),
  fieldNotAWholeNumber: entry(
    'The field “{field}” must be a whole number written in plain digits, such as 0 or 30',
    spanish(
      'El campo «{field}» debe ser un número entero escrito solo con cifras, por ejemplo 0 o 30',
      'Le champ « {field} » doit être un nombre entier écrit en chiffres, par exemple 0 ou 30',
      'Il campo «{field}» deve essere un numero intero scritto in cifre, ad esempio 0 o 30',
    ),
  ),
  fieldTooShort: entry(
    'The field “{field}” must have at least {n} characters',
    spanish(
      'El campo «{field}» debe tener al menos {n} caracteres',
      'Le champ « {field} » doit comporter au moins {n} caractères',
      'Il campo «{field}» deve avere almeno {n} caratteri',
    ),
  ),
  fieldTooLong: entry(
    'The field “{field}” must have at most {n} characters',
    spanish(
      'El campo «{field}» debe tener como máximo {n} caracteres',
      'Le champ « {field} » doit comporter au plus {n} caractères',
      'Il campo «{field}» deve avere al massimo {n} caratteri',
    ),
  ),
  fieldTooSmall: entry(
    'The field “{field}” must be at least {n}',
    spanish(
      'El campo «{field}» debe ser como mínimo {n}',
      'Le champ « {field} » doit être au moins {n}',
      'Il campo «{field}» deve essere almeno {n}',
    ),
  ),
  fieldTooLarge: entry(
    'The field “{field}” must be at most {n}',
    spanish(
      'El campo «{field}» debe ser como máximo {n}',
      'Le champ « {field} » doit être au plus {n}',
      'Il campo «{field}» deve essere al massimo {n}',
    ),
  ),
  fieldTooFew: entry(
    'The field “{field}” must have at least {n} items',
    spanish(
      'El campo «{field}» debe tener al menos {n} elementos',
      'Le champ « {field} » doit contenir au moins {n} éléments',
      'Il campo «{field}» deve contenere almeno {n} elementi',
    ),
  ),
  fieldTooMany: entry(
    'The field “{field}” must have at most {n} items',
    spanish(
      'El campo «{field}» debe tener como máximo {n} elementos',
      'Le champ « {field} » doit contenir au plus {n} éléments',
      'Il campo «{field}» deve contenere al massimo {n} elementi',
    ),
  ),
  fieldsUnexpected: entry(
    'This request has fields it does not take: {keys}',
    spanish(
      'Esta petición lleva campos que no admite: {keys}',
      'Cette requête contient des champs non acceptés : {keys}',
      'Questa richiesta contiene campi non ammessi: {keys}',
    ),
  ),
  fieldProblem: english('{field}: {details}'),
  /** A technical rule of the contract ("must be an ISO-8601 date..."): for developers, so its words stay English. */
  fieldRule: entry(
    'The field “{field}” {rule}',
    spanish(
      'El campo «{field}» no es válido: {rule}',
      'Le champ « {field} » n’est pas valide : {rule}',
      'Il campo «{field}» non è valido: {rule}',
    ),
  ),
  requestLabel: entry('request', spanish('petición', 'requête', 'richiesta')),
  // Match results and levels (issue 23, sections 3 and 4).
  resultsPlayersOnly: entry(
    'Only the players of this match can record its result',
    spanish(
      'Solo los jugadores de este partido pueden anotar su resultado',
      'Seuls les joueurs de ce match peuvent saisir son résultat',
      'Solo i giocatori di questa partita possono registrarne il risultato',
    ),
  ),
  resultsNotFinished: entry(
    'This match has not finished yet: record its result once it is over',
    spanish(
      'Este partido aún no ha terminado: anota su resultado cuando acabe',
      "Ce match n'est pas encore terminé : saisissez son résultat une fois fini",
      'Questa partita non è ancora finita: registra il risultato quando sarà terminata',
    ),
  ),
  resultsAlreadySaved: entry(
    'This match already has its result',
    spanish('Este partido ya tiene su resultado', 'Ce match a déjà son résultat', 'Questa partita ha già il suo risultato'),
  ),
  resultsFillThreeSets: entry(
    RESULT_MESSAGES.fillThreeSets,
    same(
      'Rellena al menos 3 sets',
      'Llena al menos 3 sets',
      'Llena al menos 3 sets',
      'Veuillez remplir au moins 3 sets',
      'Compila almeno 3 set',
    ),
  ),
  resultsFillOneResult: entry(
    RESULT_MESSAGES.fillOneResult,
    same(
      'Rellena al menos un resultado',
      'Llena al menos un resultado',
      'Llena al menos un resultado',
      'Veuillez saisir au moins un résultat',
      'Inserisci almeno un risultato',
    ),
  ),
  resultsSetsUneven: entry(
    'Fill in both teams’ games of every set played',
    same(
      'Anota los juegos de los dos equipos en cada set jugado',
      'Anota los games de los dos equipos en cada set jugado',
      'Anota los games de los dos equipos en cada set jugado',
      'Saisissez les jeux des deux équipes pour chaque set joué',
      'Inserisci i game di entrambe le squadre in ogni set giocato',
    ),
  ),
  resultsTooManySets: entry(
    'This match has at most {sets} sets',
    spanish('Este partido tiene como máximo {sets} sets', 'Ce match compte au plus {sets} sets', 'Questa partita ha al massimo {sets} set'),
  ),
  resultsImpossibleSet: entry(
    'Set {set}: {score} is not a possible score (a set ends 6-0 to 6-4, 7-5 or 7-6)',
    spanish(
      'Set {set}: {score} no es un resultado posible (un set acaba de 6-0 a 6-4, 7-5 o 7-6)',
      'Set {set} : {score} n’est pas un score possible (un set se termine de 6-0 à 6-4, 7-5 ou 7-6)',
      'Set {set}: {score} non è un punteggio possibile (un set finisce da 6-0 a 6-4, 7-5 o 7-6)',
    ),
  ),
  resultsSetAfterWin: entry(
    'Set {set} comes after a team had already won the match',
    spanish(
      'El set {set} va después de que un equipo ya hubiera ganado el partido',
      'Le set {set} vient après qu’une équipe a déjà gagné le match',
      'Il set {set} arriva dopo che una squadra aveva già vinto la partita',
    ),
  ),
  resultsChooseTeams: entry(
    'Choose a team for every player before saving the result',
    spanish(
      'Elige un equipo para cada jugador antes de guardar el resultado',
      'Choisissez une équipe pour chaque joueur avant d’enregistrer le résultat',
      'Scegli una squadra per ogni giocatore prima di salvare il risultato',
    ),
  ),
  resultsTeamChosen: entry(
    '{name} chose their team: only they can change it',
    spanish(
      '{name} eligió su equipo: solo esa persona puede cambiarlo',
      '{name} a choisi son équipe : seule cette personne peut la changer',
      '{name} ha scelto la sua squadra: solo questa persona può cambiarla',
    ),
  ),
  resultsTeamUnknown: entry(
    'That player did not take part in this match',
    spanish(
      'Ese jugador no participó en este partido',
      'Ce joueur n’a pas participé à ce match',
      'Quel giocatore non ha partecipato a questa partita',
    ),
  ),
  resultsNone: entry(
    'This match has no result to answer yet',
    spanish(
      'Este partido aún no tiene un resultado que responder',
      'Ce match n’a pas encore de résultat à confirmer',
      'Questa partita non ha ancora un risultato da confermare',
    ),
  ),
  resultsAnswerClosed: entry(
    'This result can no longer be confirmed or disputed',
    spanish(
      'Este resultado ya no se puede confirmar ni rechazar',
      'Ce résultat ne peut plus être confirmé ni contesté',
      'Questo risultato non può più essere confermato né contestato',
    ),
  ),
  resultsOtherTeamAnswers: entry(
    'Only a player of the other team can confirm or dispute this result',
    spanish(
      'Solo un jugador del otro equipo puede confirmar o rechazar este resultado',
      'Seul un joueur de l’autre équipe peut confirmer ou contester ce résultat',
      'Solo un giocatore dell’altra squadra può confermare o contestare questo risultato',
    ),
  ),
  resultsNotDisputed: english('This result is not disputed'),
  levelResultComment: entry(
    'Result {score} vs {opponents}',
    spanish('Resultado {score} contra {opponents}', 'Résultat {score} contre {opponents}', 'Risultato {score} contro {opponents}'),
  ),
  levelLinkNotYours: entry(
    'This {provider} link was not started from your account, or it is too old: start it again from the levels page',
    spanish(
      'Este enlace de {provider} no se inició desde tu cuenta o ha caducado: empieza de nuevo desde la página de niveles',
      'Ce lien {provider} n’a pas été lancé depuis votre compte ou a expiré : recommencez depuis la page des niveaux',
      'Questo collegamento {provider} non è stato avviato dal tuo account o è scaduto: ricomincia dalla pagina dei livelli',
    ),
  ),
  levelProviderUnavailable: entry(
    '{provider} is not answering right now. Please try again in a few minutes',
    spanish(
      '{provider} no responde en este momento. Inténtalo de nuevo en unos minutos',
      '{provider} ne répond pas pour le moment. Veuillez réessayer dans quelques minutes',
      '{provider} non risponde in questo momento. Riprova tra qualche minuto',
    ),
  ),
  levelProviderNotConfigured: entry(
    'The club has not connected {provider} yet',
    spanish(
      'El club aún no se ha conectado con {provider}',
      "Le club n'est pas encore connecté à {provider}",
      'Il circolo non è ancora collegato a {provider}',
    ),
  ),
  levelProviderUnknownUser: entry(
    '{provider} does not know this account. Please link it again from the levels page',
    spanish(
      '{provider} no reconoce esta cuenta. Vuelve a vincularla desde la página de niveles',
      '{provider} ne reconnaît pas ce compte. Liez-le à nouveau depuis la page des niveaux',
      '{provider} non riconosce questo account. Collegalo di nuovo dalla pagina dei livelli',
    ),
  ),
  levelClubNeedsNoLink: entry(
    'The club’s own levels need no account to link',
    spanish(
      'Los niveles del club no necesitan vincular ninguna cuenta',
      'Les niveaux du club ne demandent aucun compte à lier',
      'I livelli del circolo non richiedono di collegare alcun account',
    ),
  ),
  bookingLinkInvalid: entry(
    'This booking link is not valid',
    spanish('Este enlace de reserva no es válido', "Ce lien de réservation n'est pas valide", 'Questo link di prenotazione non è valido'),
  ),
  rowWindowReversed: english('endRow must be greater than startRow'),
  rowWindowTooWide: english('At most {pageSize} rows per call (endRow - startRow)'),
  alreadyIn: entry(
    BOOKING_MESSAGES.alreadyIn,
    same('Ya estás dentro', 'Ya estás dentro', 'Ya estás dentro', 'Vous y êtes déjà', 'Ci sei già'),
  ),
  joinOverlap: entry(
    'You already have a place in another match at that time',
    spanish(
      'Ya tienes plaza en otro partido a esa hora',
      'Vous avez déjà une place dans un autre match à cette heure-là',
      'Hai già un posto in un’altra partita a quell’ora',
    ),
  ),
  openPlacesLimit: entry(
    'You already hold {limit} places in open matches still to play or to pay: play or pay one before joining another',
    spanish(
      'Ya tienes {limit} plazas en partidos abiertos por jugar o por pagar: juega o paga alguno antes de unirte a otro',
      'Vous avez déjà {limit} places dans des matchs ouverts à jouer ou à payer : jouez-en ou payez-en un avant d’en rejoindre un autre',
      'Hai già {limit} posti in partite aperte da giocare o da pagare: giocane o pagane una prima di unirti a un’altra',
    ),
  ),
  openMatchNotOffered: entry(
    'This kind of booking cannot be an open match',
    spanish(
      'Este tipo de reserva no puede ser un partido abierto',
      'Ce type de réservation ne peut pas être un match ouvert',
      'Questo tipo di prenotazione non può essere una partita aperta',
    ),
  ),
  openMatchOwnerOnly: entry(
    'Only the player who made the booking can open or close the match',
    spanish(
      'Solo quien hizo la reserva puede abrir o cerrar el partido',
      'Seule la personne qui a réservé peut ouvrir ou fermer le match',
      'Solo chi ha fatto la prenotazione può aprire o chiudere la partita',
    ),
  ),
  openMatchClosedPast: entry(
    'This booking has already started: it can no longer be opened or closed',
    spanish(
      'Esta reserva ya ha empezado: ya no se puede abrir ni cerrar',
      'Cette réservation a déjà commencé : elle ne peut plus être ouverte ni fermée',
      'Questa prenotazione è già iniziata: non si può più aprire né chiudere',
    ),
  ),
  joinStarted: entry(
    'This match has already started: it can no longer be joined',
    spanish(
      'Este partido ya ha empezado: ya no te puedes unir',
      'Ce match a déjà commencé : il n’est plus possible de le rejoindre',
      'Questa partita è già iniziata: non ci si può più unire',
    ),
  ),
  joinLevelBetween: entry(
    'This match is for levels {min} to {max}',
    spanish(
      'Este partido es para niveles de {min} a {max}',
      'Ce match est pour les niveaux {min} à {max}',
      'Questa partita è per i livelli da {min} a {max}',
    ),
  ),
  joinLevelFrom: entry(
    'This match is for level {min} and above',
    spanish(
      'Este partido es para nivel {min} o superior',
      'Ce match est pour le niveau {min} et plus',
      'Questa partita è per il livello {min} e superiori',
    ),
  ),
  joinLevelUpTo: entry(
    'This match is for levels up to {max}',
    spanish(
      'Este partido es para niveles hasta {max}',
      'Ce match est pour les niveaux jusqu’à {max}',
      'Questa partita è per i livelli fino a {max}',
    ),
  ),
  classLevelBetween: entry(
    'This class is for levels {min} to {max}',
    spanish(
      'Esta clase es para niveles de {min} a {max}',
      'Ce cours est pour les niveaux {min} à {max}',
      'Questa lezione è per i livelli da {min} a {max}',
    ),
  ),
  classLevelFrom: entry(
    'This class is for level {min} and above',
    spanish(
      'Esta clase es para nivel {min} o superior',
      'Ce cours est pour le niveau {min} et plus',
      'Questa lezione è per il livello {min} e superiori',
    ),
  ),
  classLevelUpTo: entry(
    'This class is for levels up to {max}',
    spanish(
      'Esta clase es para niveles hasta {max}',
      'Ce cours est pour les niveaux jusqu’à {max}',
      'Questa lezione è per i livelli fino a {max}',
    ),
  ),
  teamFull: entry(
    'That team is full. Please choose the other team',
    spanish(
      'Ese equipo está completo. Elige el otro equipo',
      'Cette équipe est complète. Choisissez l’autre équipe',
      'Quella squadra è al completo. Scegli l’altra squadra',
    ),
  ),
  notYourPlace: entry(
    'You can only change your own team',
    spanish('Solo puedes cambiar tu propio equipo', 'Vous ne pouvez changer que votre propre équipe', 'Puoi cambiare solo la tua squadra'),
  ),
  teamChangeClosed: entry(
    'This booking is over: teams can no longer be changed',
    spanish(
      'Esta reserva ya ha terminado: ya no se pueden cambiar los equipos',
      'Cette réservation est terminée : les équipes ne peuvent plus être modifiées',
      'Questa prenotazione è terminata: le squadre non si possono più cambiare',
    ),
  ),
  textHasNulCharacter: entry(
    'The request contains a character that is not allowed',
    spanish(
      'La petición contiene un carácter no permitido',
      'La requête contient un caractère non autorisé',
      'La richiesta contiene un carattere non consentito',
    ),
  ),
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof catalogue;
/**
 * A date a message names, written in the reader's language by lib/mail-dates.ts (never "2026-12-01 20:00"):
 * an instant shown in the club's time zone, or a club-local day.
 */
export type MessageDate = { instant: string; timeZone: string } | { day: string };
export type MessageParams = Record<string, string | number | MessageDate>;

/** The English text of every parameterless entry, for translating validation messages that arrive as text. */
const byEnglish = new Map<string, Entry>(
  Object.values(catalogue)
    .filter((e) => !e.en.includes('{'))
    .map((e) => [e.en, e]),
);

function fill(template: string, params: MessageParams, language: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object')
      return 'day' in value ? mailDate(value.day, language) : mailDateTime(value.instant, language, value.timeZone);
    return name === 'details' ? translateMessage(String(value), language) : String(value);
  });
}

/** A catalogue message in `language`, parameters filled in. */
export function renderMessage(key: MessageKey, params: MessageParams, language: Language): string {
  const e: Entry = catalogue[key];
  return fill(language === 'en-US' ? e.en : e.t[language], params, language);
}

/**
 * The caller's language from Accept-Language (first listed). Without a preference (no header, or `*` as
 * fetch sends by default: apps, scripts) the API speaks English, the spec's language; a listed language we
 * lack falls back to the portal default.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === '' || first === '*') return 'en-US';
  const exact = LANGUAGES.find((l) => l.toLowerCase() === first);
  if (exact) return exact;
  const base = first.split('-')[0];
  if (base === 'en') return 'en-US';
  return LANGUAGES.find((l) => l.startsWith(`${base}-`)) ?? DEFAULT_LANGUAGE;
}

/**
 * Translates each known message in a `; `-joined list of validation messages (zod's, or "Label: message"),
 * leaving unknown parts as they are.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en-US') return message;
  return message
    .split('; ')
    .map((part) => {
      const direct = byEnglish.get(part)?.t[language];
      if (direct) return direct;
      // "Label: message" from field validation: translate the message after the label.
      const i = part.lastIndexOf(': ');
      const tail = i >= 0 ? byEnglish.get(part.slice(i + 2))?.t[language] : undefined;
      return tail ? `${part.slice(0, i + 2)}${tail}` : part;
    })
    .join('; ');
}
