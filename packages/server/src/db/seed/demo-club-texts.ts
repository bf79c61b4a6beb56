import type { Language } from '@clubportal/contract/languages';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { CLUB_TEXT_ENTITIES } from '@clubportal/contract/club-texts';
import { writeClubText } from '../../modules/club-texts/index.js';
import { clubTextSources } from '../../club-text-sources.js';
import { demoMainSettings } from './demo-club.js';

/**
 * The demo club's texts in English and French (issue 32 §6), by their Spanish text (the default language's, in
 * the entities' own columns): the club's description, opening hours and follow-us text, the booking types'
 * names, descriptions, grid note and cancellation terms, the fees' names, and some activities' names and
 * descriptions. A text not listed stays Spanish for every reader (the fallback).
 */
const DEMO_TRANSLATIONS: Record<string, Partial<Record<Language, string>>> = {
  [demoMainSettings.description]: {
    'en-US':
      'Padel and tennis club in the Madrid mountains: 12 padel courts, 6 clay tennis courts, a school for all ages and a terrace for after the match.',
    'fr-FR':
      'Club de padel et de tennis dans la sierra de Madrid : 12 terrains de padel, 6 courts de tennis en terre battue, une école pour tous les âges et une terrasse pour l’après-match.',
  },
  [demoMainSettings.openHours]: {
    'en-US': 'Monday to Friday: 8:00 - 23:00\nSaturdays: 9:00 - 22:00\nSundays and public holidays: 9:00 - 21:00',
    'fr-FR': 'Du lundi au vendredi : 8h00 - 23h00\nSamedi : 9h00 - 22h00\nDimanches et jours fériés : 9h00 - 21h00',
  },
  [demoMainSettings.followUsText]: {
    'en-US': 'Follow us and never miss a tournament, a clinic or a school offer.',
    'fr-FR': 'Suivez-nous pour ne manquer aucun tournoi, stage ou offre de l’école.',
  },
  Pádel: { 'en-US': 'Padel', 'fr-FR': 'Padel' },
  Tenis: { 'en-US': 'Tennis', 'fr-FR': 'Tennis' },
  Clases: { 'en-US': 'Classes', 'fr-FR': 'Cours' },
  'Clínic de pádel': { 'en-US': 'Padel clinic', 'fr-FR': 'Stage de padel' },
  'Pistas de cristal panorámicas con césped de última generación.': {
    'en-US': 'Panoramic glass courts with the latest artificial grass.',
    'fr-FR': 'Terrains vitrés panoramiques au gazon de dernière génération.',
  },
  '<p>Seis pistas cubiertas e iluminadas. Reserva 60, 90 o 120 minutos y paga entera la pista o solo tu parte.</p>': {
    'en-US': '<p>Six covered, floodlit courts. Book 60, 90 or 120 minutes and pay for the whole court or just your share.</p>',
    'fr-FR': '<p>Six terrains couverts et éclairés. Réservez 60, 90 ou 120 minutes et payez tout le terrain ou seulement votre part.</p>',
  },
  'Dos pistas de tierra batida junto al lago.': {
    'en-US': 'Two clay courts by the lake.',
    'fr-FR': 'Deux courts en terre battue au bord du lac.',
  },
  '<p>Reservas de una hora para individuales. El pago es siempre de la pista completa.</p>': {
    'en-US': '<p>One-hour bookings for singles. You always pay for the whole court.</p>',
    'fr-FR': '<p>Réservations d’une heure pour les simples. Le court se paie toujours en entier.</p>',
  },
  'Clases de ciclo indoor de 45 minutos con monitor. Elige tu bici en el plano de la sala.': {
    'en-US': '45-minute indoor cycling classes with an instructor. Pick your bike on the room plan.',
    'fr-FR': 'Cours de vélo en salle de 45 minutes avec un moniteur. Choisissez votre vélo sur le plan de la salle.',
  },
  'Entrenamiento en grupo de 90 minutos con un entrenador del club. Plazas limitadas.': {
    'en-US': '90-minute group training with one of the club’s coaches. Limited places.',
    'fr-FR': 'Entraînement en groupe de 90 minutes avec un entraîneur du club. Places limitées.',
  },
  'Puedes reservar con hasta 7 días de antelación.': {
    'en-US': 'You can book up to 7 days ahead.',
    'fr-FR': 'Vous pouvez réserver jusqu’à 7 jours à l’avance.',
  },
  'Cancelación gratuita hasta 24 horas antes del inicio: te devolvemos el importe por el mismo medio de pago.': {
    'en-US': 'Free cancellation up to 24 hours before the start: we refund you by the same means of payment.',
    'fr-FR': 'Annulation gratuite jusqu’à 24 heures avant le début : nous vous remboursons par le même moyen de paiement.',
  },
  // Some of the demo's activities (the others stay Spanish for every reader: the fallback).
  'Torneo de otoño': { 'en-US': 'Autumn tournament', 'fr-FR': 'Tournoi d’automne' },
  '<p>Cuadro por categorías, regalo de bienvenida y pádel hasta la final del domingo.</p>': {
    'en-US': '<p>Draws by category, a welcome gift and padel until Sunday’s final.</p>',
    'fr-FR': '<p>Tableaux par catégorie, cadeau de bienvenue et padel jusqu’à la finale du dimanche.</p>',
  },
  'Torneo de Navidad': { 'en-US': 'Christmas tournament', 'fr-FR': 'Tournoi de Noël' },
  'Campus de verano': { 'en-US': 'Summer camp', 'fr-FR': 'Stage d’été' },
  // The gallery's captions.
  'Pádel nocturno bajo los focos': { 'en-US': 'Night padel under the floodlights', 'fr-FR': 'Padel de nuit sous les projecteurs' },
  'Pista central de tierra batida': { 'en-US': 'The clay centre court', 'fr-FR': 'Le court central en terre battue' },
  'Bola sobre la línea': { 'en-US': 'Ball on the line', 'fr-FR': 'Balle sur la ligne' },
  'Palas listas para la clase': { 'en-US': 'Paddles ready for the lesson', 'fr-FR': 'Raquettes prêtes pour le cours' },
  'La terraza del club al atardecer': { 'en-US': 'The club terrace at sunset', 'fr-FR': 'La terrasse du club au coucher du soleil' },
  'Trofeo del torneo de primavera': { 'en-US': 'The spring tournament trophy', 'fr-FR': 'Le trophée du tournoi de printemps' },
  'Cuota de socio': { 'en-US': 'Membership fee', 'fr-FR': 'Cotisation de membre' },
  'Escuela de pádel adultos': { 'en-US': 'Adult padel school', 'fr-FR': 'École de padel adultes' },
};

/** Writes the demo's translations through the club texts' own write (validated and audited as the demo seed). */
export async function seedDemoClubTexts(trx: Tx, now: Instant): Promise<void> {
  const ctx = { caches: null, sources: clubTextSources, defaultLanguage: demoMainSettings.Culture as Language };
  for (const entity of CLUB_TEXT_ENTITIES) {
    for (const row of await clubTextSources[entity](trx)) {
      for (const [field, base] of Object.entries(row.texts)) {
        for (const [language, text] of Object.entries(DEMO_TRANSLATIONS[base] ?? {}) as Array<[Language, string]>)
          await writeClubText(trx, ctx, systemActor('demo-seed'), { entity, entityId: row.id, field, language, text }, now);
      }
    }
  }
}
