import type { LegalSettings } from '@clubportal/contract/settings';
import type { Language } from '@clubportal/contract/languages';

/**
 * Starting texts of the four legal texts, in the club's language, with its name and contact filled in: a club
 * edits them before going live (they are a start, not legal advice). Spanish variants share the Spanish text.
 */
type Texts = (club: { name: string; email: string }) => LegalSettings;

const es: Texts = ({ name, email }) => ({
  privacyPolicyFull: `<h2>Política de privacidad</h2><p>${name} trata tus datos para gestionar tu cuenta, tus reservas y tus compras. Puedes ejercer tus derechos de acceso, rectificación y supresión escribiendo a ${email}.</p>`,
  cookiesPolicy: `<h2>Política de cookies</h2><p>${name} usa solo las cookies necesarias para que el portal funcione (tu sesión y tu idioma).</p>`,
  generalConditions: `<h2>Condiciones generales</h2><p>Al reservar o comprar en el portal de ${name} aceptas estas condiciones, las normas del club y su política de cancelación.</p>`,
  waiver: `<h2>Descargo de responsabilidad</h2><p>Practicas deporte en las instalaciones de ${name} bajo tu propia responsabilidad y declaras estar en condiciones físicas de hacerlo.</p>`,
});
const en: Texts = ({ name, email }) => ({
  privacyPolicyFull: `<h2>Privacy policy</h2><p>${name} processes your data to manage your account, your bookings and your purchases. To access, correct or erase your data, write to ${email}.</p>`,
  cookiesPolicy: `<h2>Cookie policy</h2><p>${name} uses only the cookies the portal needs to work (your session and your language).</p>`,
  generalConditions: `<h2>General conditions</h2><p>By booking or buying on ${name}'s portal you accept these conditions, the club's rules and its cancellation policy.</p>`,
  waiver: `<h2>Waiver</h2><p>You play sport at ${name}'s facilities at your own risk and declare that you are fit to do so.</p>`,
});
const fr: Texts = ({ name, email }) => ({
  privacyPolicyFull: `<h2>Politique de confidentialité</h2><p>${name} traite vos données pour gérer votre compte, vos réservations et vos achats. Pour y accéder, les rectifier ou les effacer, écrivez à ${email}.</p>`,
  cookiesPolicy: `<h2>Politique de cookies</h2><p>${name} n'utilise que les cookies nécessaires au portail (votre session et votre langue).</p>`,
  generalConditions: `<h2>Conditions générales</h2><p>En réservant ou en achetant sur le portail de ${name}, vous acceptez ces conditions, le règlement du club et sa politique d'annulation.</p>`,
  waiver: `<h2>Décharge de responsabilité</h2><p>Vous pratiquez un sport dans les installations de ${name} sous votre propre responsabilité et déclarez être en condition physique de le faire.</p>`,
});
const it: Texts = ({ name, email }) => ({
  privacyPolicyFull: `<h2>Informativa sulla privacy</h2><p>${name} tratta i tuoi dati per gestire il tuo account, le tue prenotazioni e i tuoi acquisti. Per accedervi, correggerli o cancellarli scrivi a ${email}.</p>`,
  cookiesPolicy: `<h2>Informativa sui cookie</h2><p>${name} usa solo i cookie necessari al funzionamento del portale (la tua sessione e la tua lingua).</p>`,
  generalConditions: `<h2>Condizioni generali</h2><p>Prenotando o acquistando sul portale di ${name} accetti queste condizioni, il regolamento del club e la sua politica di cancellazione.</p>`,
  waiver: `<h2>Liberatoria</h2><p>Pratichi sport nelle strutture di ${name} sotto la tua responsabilità e dichiari di essere in condizioni fisiche idonee.</p>`,
});

const BY_LANGUAGE: Record<Language, Texts> = { 'es-ES': es, 'es-MX': es, 'es-VE': es, 'en-US': en, 'fr-FR': fr, 'it-IT': it };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function legalStartingTexts(language: Language, club: { name: string; email: string }): LegalSettings {
  return BY_LANGUAGE[language]({ name: escapeHtml(club.name), email: escapeHtml(club.email) });
}
