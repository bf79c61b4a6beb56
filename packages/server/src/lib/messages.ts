import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@clubportal/contract/languages';

/**
 * What customers read from the server, in each interface language. The English text is the key (and,
 * for the spec's messages, exactly the spec's wording); the error handler swaps it for the caller's
 * language (Accept-Language). Developer-facing messages (bad ids, malformed bodies) stay in English.
 */
type Translations = Record<Exclude<Language, 'en-US'>, string>;

const same = (es: string, mx: string, ve: string, fr: string, it: string): Translations => ({ 'es-ES': es, 'es-MX': mx, 'es-VE': ve, 'fr-FR': fr, 'it-IT': it });
const spanish = (es: string, fr: string, it: string): Translations => same(es, es, es, fr, it);

const catalog: Record<string, Translations> = {
  'Invalid Email or Password': spanish('Correo electrónico o contraseña incorrectos', 'E-mail ou mot de passe incorrect', 'Email o password non validi'),
  'Please login or register': spanish('Inicia sesión o regístrate', 'Connectez-vous ou inscrivez-vous', 'Accedi o registrati'),
  'Wrong password': spanish('Contraseña incorrecta', 'Mot de passe incorrect', 'Password errata'),
  'Wrong access': spanish('Acceso incorrecto', 'Accès incorrect', 'Accesso non valido'),
  'Sorry your activation link is expired': spanish('Lo sentimos, tu enlace de activación ha caducado', "Désolé, votre lien d'activation a expiré", 'Spiacenti, il link di attivazione è scaduto'),
  'Please accept our legal conditions': spanish('Acepta nuestras condiciones legales', 'Veuillez accepter nos conditions légales', 'Accetta le nostre condizioni legali'),
  'The field is required': spanish('El campo es obligatorio', 'Ce champ est obligatoire', 'Il campo è obbligatorio'),
  'Minimun length is 5': spanish('La longitud mínima es 5', 'La longueur minimale est de 5', 'La lunghezza minima è 5'),
  'Please enter a valid email': spanish('Introduce un correo electrónico válido', 'Veuillez saisir une adresse e-mail valide', 'Inserisci un indirizzo email valido'),
  'Your account is not activated yet. Check your inbox for the activation link, or ask for a new one here.': same(
    'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o pide uno nuevo aquí.',
    'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o solicita uno nuevo aquí.',
    'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o solicita uno nuevo aquí.',
    "Votre compte n'est pas encore activé. Cherchez le lien d'activation dans votre boîte mail ou demandez-en un nouveau ici.",
    "Il tuo account non è ancora attivo. Cerca il link di attivazione nella tua email o richiedine uno nuovo qui.",
  ),
  'This email is already registered. Log in or reset your password.': spanish(
    'Este correo ya está registrado. Inicia sesión o restablece tu contraseña.',
    'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou réinitialisez votre mot de passe.',
    'Questa email è già registrata. Accedi o reimposta la password.',
  ),
  'Registration is closed. Please contact the club.': spanish('El registro está cerrado. Ponte en contacto con el club.', "Les inscriptions sont fermées. Veuillez contacter le club.", 'Le registrazioni sono chiuse. Contatta il club.'),
  'Too many failed attempts. Please try again in 15 minutes or reset your password.': spanish(
    'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos o restablece tu contraseña.',
    'Trop de tentatives échouées. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
    'Troppi tentativi falliti. Riprova tra 15 minuti o reimposta la password.',
  ),
  'This password reset link is expired or has already been used': spanish(
    'Este enlace para restablecer la contraseña ha caducado o ya se ha usado',
    'Ce lien de réinitialisation a expiré ou a déjà été utilisé',
    'Questo link di reimpostazione è scaduto o è già stato usato',
  ),
  'You can only access your own data': spanish('Solo puedes acceder a tus propios datos', 'Vous ne pouvez accéder qu’à vos propres données', 'Puoi accedere solo ai tuoi dati'),
  'You can only switch to your own linked accounts': spanish('Solo puedes cambiar a las cuentas vinculadas a la tuya', 'Vous ne pouvez passer qu’aux comptes liés au vôtre', 'Puoi passare solo agli account collegati al tuo'),
  'This account is not activated yet': spanish('Esta cuenta aún no está activada', "Ce compte n'est pas encore activé", 'Questo account non è ancora attivo'),
  'Switch back to your own account to manage your children': spanish(
    'Vuelve a tu propia cuenta para gestionar a tus menores',
    'Revenez à votre propre compte pour gérer vos enfants',
    'Torna al tuo account per gestire i tuoi figli',
  ),
  'This customer is not linked to your account': spanish('Este cliente no está vinculado a tu cuenta', "Ce client n'est pas lié à votre compte", 'Questo cliente non è collegato al tuo account'),
  'This card is not saved in your account': spanish('Esta tarjeta no está guardada en tu cuenta', "Cette carte n'est pas enregistrée dans votre compte", 'Questa carta non è salvata nel tuo account'),
  'The club does not allow adding dependent customers': spanish('El club no permite añadir menores a la cuenta', "Le club ne permet pas d'ajouter des personnes à charge", 'Il club non consente di aggiungere familiari a carico'),
  'Only the main account holder can add dependent customers': spanish(
    'Solo el titular de la cuenta puede añadir menores',
    'Seul le titulaire du compte peut ajouter des personnes à charge',
    "Solo il titolare dell'account può aggiungere familiari a carico",
  ),
  'This email does not exist': spanish('Este correo no existe', "Cet e-mail n'existe pas", 'Questa email non esiste'),
  'Activate your account first with the link we sent to your email.': spanish(
    'Primero activa tu cuenta con el enlace que te hemos enviado por correo.',
    "Activez d'abord votre compte avec le lien que nous vous avons envoyé par e-mail.",
    "Prima attiva il tuo account con il link che ti abbiamo inviato via email.",
  ),
  'Too many failed attempts on this account. To log in now, reset your password: we will email you a link.': same(
    'Demasiados intentos fallidos en esta cuenta. Para entrar ahora, restablece tu contraseña: te enviaremos un enlace por correo.',
    'Demasiados intentos fallidos en esta cuenta. Para entrar ahora, restablece tu contraseña: te enviaremos un enlace por correo.',
    'Demasiados intentos fallidos en esta cuenta. Para entrar ahora, restablece tu contraseña: te enviaremos un enlace por correo.',
    'Trop de tentatives échouées sur ce compte. Pour vous connecter maintenant, réinitialisez votre mot de passe : nous vous enverrons un lien par e-mail.',
    'Troppi tentativi falliti su questo account. Per accedere ora, reimposta la password: ti invieremo un link via email.',
  ),
  'You have added many people today. Please try again tomorrow.': spanish(
    'Hoy ya has añadido muchas personas. Vuelve a intentarlo mañana.',
    "Vous avez ajouté beaucoup de personnes aujourd'hui. Réessayez demain.",
    'Oggi hai già aggiunto molte persone. Riprova domani.',
  ),
  'You are already using this account': spanish('Ya estás usando esta cuenta', 'Vous utilisez déjà ce compte', 'Stai già usando questo account'),
  'This link does not come from a partner of the club': spanish(
    'Este enlace no procede de un socio colaborador del club',
    'Ce lien ne provient pas d’un partenaire du club',
    'Questo link non proviene da un partner del club',
  ),
  'A file is larger than 5 MB': spanish('Un archivo ocupa más de 5 MB', 'Un fichier dépasse 5 Mo', 'Un file supera i 5 MB'),
  'The content of this file is not of an accepted type. Use images, pdf, docx, doc, txt or xlsx.': spanish(
    'El contenido de este archivo no es de un tipo admitido. Usa imágenes, pdf, docx, doc, txt o xlsx.',
    "Le contenu de ce fichier n'est pas d'un type accepté. Utilisez des images, pdf, docx, doc, txt ou xlsx.",
    'Il contenuto di questo file non è di un tipo accettato. Usa immagini, pdf, docx, doc, txt o xlsx.',
  ),
};

/**
 * The caller's language from Accept-Language (first listed). Without the header (apps, scripts) the API
 * speaks English, the spec's language; a listed language we lack falls back to the portal default.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage?.trim()) return 'en-US';
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const exact = LANGUAGES.find((l) => l.toLowerCase() === first);
  if (exact) return exact;
  const base = first.split('-')[0];
  if (base === 'en') return 'en-US';
  return LANGUAGES.find((l) => l.startsWith(`${base}-`)) ?? DEFAULT_LANGUAGE;
}

/** Translates each known message in a `; `-joined list, leaving unknown parts as they are. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en-US') return message;
  return message
    .split('; ')
    .map((part) => {
      const direct = catalog[part]?.[language];
      if (direct) return direct;
      // "Label: message" from field validation: translate the message after the label.
      const i = part.lastIndexOf(': ');
      const tail = i >= 0 ? catalog[part.slice(i + 2)]?.[language] : undefined;
      return tail ? `${part.slice(0, i + 2)}${tail}` : part;
    })
    .join('; ');
}
