import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH } from '@clubportal/contract/staff';

/**
 * The staff console's sentences (issue 31), spread into the catalogue of lib/messages.ts: English, then
 * Spanish (Spain, Mexico, Venezuela alike), French, Italian.
 */
const t = (en: string, es: string, fr: string, it: string) => ({
  en,
  t: { 'es-ES': es, 'es-MX': es, 'es-VE': es, 'fr-FR': fr, 'it-IT': it },
});

export const staffCatalogue = {
  staffPasswordTooShort: t(
    STAFF_MESSAGES.passwordTooShort,
    `Una contraseña de personal tiene al menos ${STAFF_PASSWORD_MIN_LENGTH} caracteres`,
    `Un mot de passe du personnel compte au moins ${STAFF_PASSWORD_MIN_LENGTH} caractères`,
    `Una password del personale ha almeno ${STAFF_PASSWORD_MIN_LENGTH} caratteri`,
  ),
  staffUnknownPermission: t(
    STAFF_MESSAGES.unknownPermission,
    'Elige los permisos de la lista',
    'Choisissez les autorisations dans la liste',
    "Scegli i permessi dall'elenco",
  ),
  staffNoPermissions: t(
    STAFF_MESSAGES.noPermissions,
    'Un rol necesita al menos un permiso',
    'Un rôle a besoin d’au moins une autorisation',
    'Un ruolo ha bisogno di almeno un permesso',
  ),
  staffBadDate: t(
    STAFF_MESSAGES.badDate,
    'Escribe la fecha como aaaa-mm-dd',
    'Écrivez la date sous la forme aaaa-mm-jj',
    'Scrivi la data come aaaa-mm-gg',
  ),
  staffSignInFirst: t(
    'Please sign in to the staff console',
    'Inicia sesión en la consola del personal',
    'Connectez-vous à la console du personnel',
    'Accedi alla console del personale',
  ),
  staffSessionIdle: t(
    'Your staff session ended after {minutes} minutes without activity. Please sign in again',
    'Tu sesión de personal terminó tras {minutes} minutos sin actividad. Vuelve a iniciar sesión',
    'Votre session du personnel a pris fin après {minutes} minutes d’inactivité. Reconnectez-vous',
    'La tua sessione del personale è terminata dopo {minutes} minuti di inattività. Accedi di nuovo',
  ),
  staffSessionEnded: t(
    'Your staff session has ended. Please sign in again',
    'Tu sesión de personal ha terminado. Vuelve a iniciar sesión',
    'Votre session du personnel a pris fin. Reconnectez-vous',
    'La tua sessione del personale è terminata. Accedi di nuovo',
  ),
  staffPermissionMissing: t(
    'Your role does not allow this: it needs the permission "{permission}"',
    'Tu rol no permite esto: hace falta el permiso "{permission}"',
    'Votre rôle ne le permet pas : il faut l’autorisation « {permission} »',
    'Il tuo ruolo non lo consente: serve il permesso "{permission}"',
  ),
  staffTwoFactorFirst: t(
    'Your role requires two-factor codes: enrol two-factor first',
    'Tu rol exige códigos de doble factor: configura primero el doble factor',
    'Votre rôle exige des codes à deux facteurs : activez d’abord la double authentification',
    "Il tuo ruolo richiede codici a due fattori: configura prima l'autenticazione a due fattori",
  ),
  staffForeignOrigin: t(
    'This request came from another site and was refused',
    'Esta petición venía de otro sitio y se ha rechazado',
    'Cette requête venait d’un autre site et a été refusée',
    'Questa richiesta proveniva da un altro sito ed è stata rifiutata',
  ),
  staffInvalidCredentials: t(
    'Wrong email or password',
    'Correo o contraseña incorrectos',
    'E-mail ou mot de passe incorrect',
    'Email o password errati',
  ),
  staffTwoFactorRequired: t(
    'Enter the code from your authenticator app, or one of your recovery codes',
    'Introduce el código de tu app de autenticación o uno de tus códigos de recuperación',
    'Saisissez le code de votre application d’authentification ou l’un de vos codes de secours',
    'Inserisci il codice della tua app di autenticazione o uno dei tuoi codici di recupero',
  ),
  staffTwoFactorWrong: t(
    'That code is not right, or it was already used. Try the next one',
    'Ese código no es correcto o ya se usó. Prueba con el siguiente',
    'Ce code n’est pas correct ou a déjà servi. Essayez le suivant',
    'Quel codice non è corretto o è già stato usato. Prova con il successivo',
  ),
  staffTooManyFailures: t(
    'Too many failed sign-ins. Please try again in {minutes} minutes',
    'Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes} minutos',
    'Trop de tentatives échouées. Réessayez dans {minutes} minutes',
    'Troppi tentativi falliti. Riprova tra {minutes} minuti',
  ),
  staffDeactivated: t(
    'This staff account is deactivated',
    'Esta cuenta de personal está desactivada',
    'Ce compte du personnel est désactivé',
    'Questo account del personale è disattivato',
  ),
  staffSetupLinkInvalid: t(
    'This setup link is not valid: it was already used or has expired. Whoever runs the server can make a new one with npm run staff:owner',
    'Este enlace de configuración no es válido: ya se usó o ha caducado. Quien gestiona el servidor puede crear otro con npm run staff:owner',
    'Ce lien de configuration n’est pas valide : il a déjà servi ou a expiré. La personne qui gère le serveur peut en créer un autre avec npm run staff:owner',
    'Questo link di configurazione non è valido: è già stato usato o è scaduto. Chi gestisce il server può crearne un altro con npm run staff:owner',
  ),
  staffOwnerExists: t(
    'The club already has an owner',
    'El club ya tiene propietario',
    'Le club a déjà un propriétaire',
    'Il club ha già un proprietario',
  ),
  staffLinkInvalid: t(
    'This link is not valid any more: it was already used or has expired',
    'Este enlace ya no es válido: ya se usó o ha caducado',
    'Ce lien n’est plus valide : il a déjà servi ou a expiré',
    'Questo link non è più valido: è già stato usato o è scaduto',
  ),
  staffEmailTaken: t(
    'There is already a staff account with this email',
    'Ya hay una cuenta de personal con este correo',
    'Il existe déjà un compte du personnel avec cet e-mail',
    'Esiste già un account del personale con questa email',
  ),
  staffLastOwner: t(
    "The club's last active owner can be neither deactivated nor given another role",
    'El último propietario activo del club no se puede desactivar ni cambiar de rol',
    'Le dernier propriétaire actif du club ne peut être ni désactivé ni changé de rôle',
    "L'ultimo proprietario attivo del club non può essere disattivato né cambiare ruolo",
  ),
  staffOnlyOwnerMakesOwner: t(
    'Only an owner can make someone an owner or change an owner’s role',
    'Solo un propietario puede nombrar propietarios o cambiar el rol de un propietario',
    'Seul un propriétaire peut nommer un propriétaire ou changer son rôle',
    'Solo un proprietario può nominare un proprietario o cambiarne il ruolo',
  ),
  staffCustomRoleMissing: t(
    'Choose which custom role',
    'Elige qué rol personalizado',
    'Choisissez quel rôle personnalisé',
    'Scegli quale ruolo personalizzato',
  ),
  staffRoleNotFound: t('That role does not exist', 'Ese rol no existe', 'Ce rôle n’existe pas', 'Quel ruolo non esiste'),
  staffRoleNameTaken: t(
    'There is already a role with this name',
    'Ya hay un rol con este nombre',
    'Il existe déjà un rôle de ce nom',
    'Esiste già un ruolo con questo nome',
  ),
  staffNotFound: t(
    'That staff member does not exist',
    'Ese miembro del personal no existe',
    'Ce membre du personnel n’existe pas',
    'Quel membro del personale non esiste',
  ),
  staffWrongPassword: t(
    'Your current password is not right',
    'Tu contraseña actual no es correcta',
    'Votre mot de passe actuel n’est pas correct',
    'La tua password attuale non è corretta',
  ),
  staffTwoFactorAlreadyEnrolled: t(
    'Two-factor codes are already set up for this account',
    'Esta cuenta ya tiene configurados los códigos de doble factor',
    'Les codes à deux facteurs sont déjà activés pour ce compte',
    'I codici a due fattori sono già configurati per questo account',
  ),
  staffTwoFactorNotStarted: t(
    'Start the two-factor set-up first',
    'Empieza primero la configuración del doble factor',
    'Commencez d’abord la configuration à deux facteurs',
    'Avvia prima la configurazione a due fattori',
  ),
  staffNotYourself: t(
    'You cannot deactivate your own account',
    'No puedes desactivar tu propia cuenta',
    'Vous ne pouvez pas désactiver votre propre compte',
    'Non puoi disattivare il tuo account',
  ),
};
