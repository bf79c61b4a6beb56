import { findStaffByEmail } from '../../modules/staff/index.js';
import { DEMO_COACH_EMAIL } from './demo-trainings.js';
import type { Tx } from '../unit-of-work.js';
import { instantToLocal } from '@clubportal/contract/club-time';
import { money, toDecimal } from '@clubportal/contract/money';
import { ACTIVITY_DEFAULT_TERMS } from '@clubportal/contract/staff-activities';
import type { Clock, Instant } from '../../lib/clock.js';
import { systemActor } from '../audit-log.js';
import { insertSignup, type NewActivity } from '../../modules/activities/activities.repository.js';
import { updateActivity } from '../../modules/activities/activity-admin.repository.js';
import type { StaffFormFieldBody } from '@clubportal/contract/staff-forms';
import { activityFormOwners, writeNewActivity, type ActivityClub } from '../../modules/activities/index.js';
import { writeNewForm } from '../../modules/dynamic-forms/index.js';

const DAY = 86_400_000;

/** A field of a demo form, as staff fill it in the forms editor. */
function field(f: Partial<StaffFormFieldBody> & Pick<StaffFormFieldBody, 'inputType' | 'label'>): StaffFormFieldBody {
  return { id: null, required: false, options: [], lookup: null, value: '', headerName: '', col1: 12, hidden: false, texts: {}, ...f };
}
/** A text in English, French and Italian (the club writes Spanish, its default). */
type Translated = [en: string, fr: string, it: string];
const inLanguages = <K extends string>(key: K, [en, fr, it]: Translated) =>
  ({ 'en-US': { [key]: en }, 'fr-FR': { [key]: fr }, 'it-IT': { [key]: it } }) as Record<'en-US' | 'fr-FR' | 'it-IT', Record<K, string>>;
const labelled = (t: Translated) => ({ texts: inLanguages('label', t) });
const options = (...choices: Array<[text: string, ...Translated] | string>) =>
  choices.map((c) =>
    typeof c === 'string' ? { text: c, hidden: false } : { text: c[0], hidden: false, texts: inLanguages('option', [c[1], c[2], c[3]]) },
  );

/** Custom sign-up forms of the demo: a Picklist, the two Lookups (courts, sports) and a file, in four languages. */
const FORMS: Record<'school' | 'tournament', { title: string; titles: Translated; fields: StaffFormFieldBody[] }> = {
  school: {
    title: 'Inscripción en la escuela',
    titles: ['School sign-up', 'Inscription à l’école', 'Iscrizione alla scuola'],
    fields: [
      field({
        label: 'Cuéntanos un poco del jugador para formar grupos de su nivel.',
        inputType: 'Label',
        ...labelled([
          'Tell us a little about the player so we can form groups of their level.',
          'Parlez-nous un peu du joueur pour former des groupes de son niveau.',
          'Raccontaci qualcosa del giocatore per formare gruppi del suo livello.',
        ]),
      }),
      field({
        label: 'Deporte',
        inputType: 'Lookup',
        lookup: 'bookingtypes',
        required: true,
        col1: 6,
        ...labelled(['Sport', 'Sport', 'Sport']),
      }),
      field({
        label: 'Nivel',
        inputType: 'Picklist',
        options: options(
          ['Iniciación', 'Beginner', 'Débutant', 'Principiante'],
          ['Medio', 'Intermediate', 'Intermédiaire', 'Intermedio'],
          ['Avanzado', 'Advanced', 'Avancé', 'Avanzato'],
        ),
        required: true,
        col1: 6,
        ...labelled(['Level', 'Niveau', 'Livello']),
      }),
      field({
        label: 'Alergias o indicaciones médicas',
        inputType: 'TextArea',
        ...labelled(['Allergies or medical notes', 'Allergies ou indications médicales', 'Allergie o indicazioni mediche']),
      }),
      field({
        label: 'Autorización firmada (imagen o pdf)',
        inputType: 'FileLoader',
        headerName: 'Documentación',
        ...labelled([
          'Signed authorisation (image or pdf)',
          'Autorisation signée (image ou pdf)',
          'Autorizzazione firmata (immagine o pdf)',
        ]),
      }),
    ],
  },
  tournament: {
    title: 'Inscripción en el torneo',
    titles: ['Tournament sign-up', 'Inscription au tournoi', 'Iscrizione al torneo'],
    fields: [
      field({
        label: 'Nombre de tu pareja',
        inputType: 'Text',
        required: true,
        col1: 6,
        ...labelled(['Your partner’s name', 'Nom de votre partenaire', 'Nome del tuo compagno']),
      }),
      field({
        label: 'Pista preferida',
        inputType: 'Lookup',
        lookup: 'resources',
        col1: 6,
        ...labelled(['Preferred court', 'Court préféré', 'Campo preferito']),
      }),
      field({
        label: 'Talla de camiseta',
        inputType: 'Picklist',
        options: options('S', 'M', 'L', 'XL'),
        required: true,
        col1: 6,
        ...labelled(['T-shirt size', 'Taille de t-shirt', 'Taglia della maglietta']),
      }),
      field({
        label: 'Certificado médico (opcional)',
        inputType: 'FileLoader',
        col1: 6,
        ...labelled(['Medical certificate (optional)', 'Certificat médical (facultatif)', 'Certificato medico (facoltativo)']),
      }),
    ],
  },
};

type DemoActivity = Omit<NewActivity, 'start_at' | 'end_at' | 'signup_opens_at' | 'signup_closes_at' | 'created_at' | 'currency'> & {
  /** Days from the seed's day (negative: past); hours of the day in UTC. */
  startDays: number;
  endDays?: number;
  form?: keyof typeof FORMS;
  /** The sports (booking types, by name) it is about: its form's sport and court lists offer only these. */
  sports?: string[];
  /** Places already taken by other members. */
  takenByOthers?: number;
};

const ACTIVITIES: DemoActivity[] = [
  // Registrations (courses, leagues): ongoing ones are the list's default.
  {
    name: 'Escuela de pádel infantil 2026',
    type: 'registration',
    poster: 'activity-school.svg',
    startDays: -20,
    endDays: 160,
    capacity: 40,
    price: 4500,
    form: 'school',
    sports: ['Pádel'],
    for_children: 1,
    description:
      '<p>Clases semanales para niños y niñas de 6 a 14 años, por niveles, con entrenadores titulados.</p><ul><li>Martes y jueves de 17:30 a 18:30</li><li>Material incluido</li></ul>',
  },
  {
    name: 'Liga social de invierno',
    type: 'registration',
    poster: 'activity-social.svg',
    startDays: -10,
    endDays: 90,
    capacity: 64,
    price: 0,
    description: '<p>Partidos cada semana contra parejas de tu nivel. Tú eliges el horario; nosotros, el rival.</p>',
  },
  {
    name: 'Escuela de tenis de adultos',
    type: 'registration',
    poster: 'activity-camp.svg',
    startDays: -30,
    endDays: 120,
    capacity: 24,
    price: 3900,
    form: 'school',
    sports: ['Tenis'],
    description: '<p>Grupos reducidos de 4 alumnos por pista. Iniciación y perfeccionamiento.</p>',
  },
  {
    name: 'Entrenamiento de competición',
    type: 'registration',
    startDays: -5,
    endDays: 200,
    capacity: 12,
    price: 6000,
    online_signup: 0,
    description: '<p>Plazas por prueba de nivel: pregunta en recepción.</p>',
  },
  {
    name: 'Pádel para mayores de 60',
    type: 'registration',
    poster: 'activity-social.svg',
    startDays: -15,
    endDays: 75,
    capacity: 16,
    price: 0,
    description: '<p>Sesiones tranquilas los miércoles por la mañana. ¡Ven con tu grupo!</p>',
  },
  {
    name: 'Campus de verano',
    type: 'registration',
    poster: 'activity-camp.svg',
    startDays: 25,
    endDays: 60,
    capacity: 50,
    price: 12000,
    form: 'school',
    for_children: 1,
    description: '<p>Deporte, piscina y juegos de 9:00 a 14:00, de lunes a viernes.</p>',
  },
  {
    name: 'Liga de primavera',
    type: 'registration',
    poster: 'activity-social.svg',
    startDays: -150,
    endDays: -60,
    capacity: 48,
    price: 0,
    description: '<p>La liga de la temporada pasada: consulta los campeones en el tablón.</p>',
  },
  // One-off activities.
  {
    name: 'Torneo de otoño',
    type: 'activity',
    poster: 'activity-tournament.svg',
    startDays: 12,
    endDays: 13,
    capacity: 32,
    price: 1500,
    form: 'tournament',
    sports: ['Pádel'],
    description: '<p>Cuadro por categorías, regalo de bienvenida y pádel hasta la final del domingo.</p>',
  },
  {
    name: 'Clinic de volea con Marta',
    type: 'activity',
    poster: 'activity-clinic.svg',
    startDays: 6,
    capacity: 3,
    price: 2000,
    takenByOthers: 3,
    description: '<p>Dos horas para dominar la volea y la bandeja. Plazas muy limitadas.</p>',
  },
  {
    name: 'Jornada de puertas abiertas',
    type: 'activity',
    poster: 'activity-social.svg',
    startDays: 3,
    capacity: 100,
    price: 0,
    description: '<p>Trae a quien quieras: pistas gratis, clases de prueba y una paella al final.</p>',
  },
  {
    name: 'Americano nocturno',
    type: 'activity',
    poster: 'activity-tournament.svg',
    startDays: 9,
    capacity: 16,
    price: 800,
    description: '<p>Rotación de parejas cada 20 minutos, música y cena ligera.</p>',
  },
  {
    name: 'Charla de nutrición deportiva',
    type: 'activity',
    startDays: 18,
    capacity: 30,
    price: 0,
    description: '<p>Qué comer antes y después de jugar, con la nutricionista del club.</p>',
  },
  {
    name: 'Torneo de Navidad',
    type: 'activity',
    poster: 'activity-tournament.svg',
    startDays: 40,
    endDays: 41,
    capacity: 32,
    price: 1500,
    form: 'tournament',
    sports: ['Pádel'],
    description: '<p>El torneo más esperado del año, con sorteo de palas.</p>',
  },
  {
    name: 'Semana del pádel solidario',
    type: 'activity',
    poster: 'activity-social.svg',
    startDays: -2,
    endDays: 4,
    capacity: 120,
    price: 500,
    description: '<p>Cada partido de esta semana suma un euro para el banco de alimentos. Inscríbete y juega cuando quieras.</p>',
  },
  {
    name: 'Exhibición de pádel profesional',
    type: 'activity',
    poster: 'activity-clinic.svg',
    startDays: 0,
    endDays: 1,
    capacity: 200,
    price: 0,
    description: '<p>Dos parejas del circuito profesional juegan en la pista central. Entrada libre.</p>',
  },
  {
    name: 'Torneo de primavera',
    type: 'activity',
    poster: 'activity-tournament.svg',
    startDays: -45,
    endDays: -44,
    capacity: 32,
    price: 1500,
    description: '<p>Gracias a las 28 parejas que jugasteis. ¡Hasta el próximo!</p>',
  },
  {
    name: 'Clinic de saque',
    type: 'activity',
    poster: 'activity-clinic.svg',
    startDays: -12,
    capacity: 8,
    price: 2000,
    description: '<p>Técnica de saque y resto con vídeo.</p>',
  },
  {
    name: 'Fiesta fin de temporada',
    type: 'activity',
    poster: 'activity-social.svg',
    startDays: -70,
    capacity: 150,
    price: 0,
    description: '<p>Entrega de trofeos de la liga y barbacoa.</p>',
  },
];

/**
 * The demo's activities and registrations across ongoing, upcoming and finished, both types; some free,
 * some paid, some with a custom form (Lookups and a file), one not online, and one full (the member is offered its waitlist);
 * two for children (the children's school, the summer camp), and the sports' schools and tournaments name their sport.
 * Times are set from the seed's clock (16:00 UTC on the given day) so every status has some.
 */
export async function seedDemoActivities(trx: Tx, deps: { clock: Clock; club: ActivityClub; familyIds: number[] }): Promise<void> {
  const today = new Date(deps.clock.now());
  today.setUTCHours(16, 0, 0, 0);
  const day = (days: number) => new Date(today.getTime() + days * DAY).toISOString() as Instant;
  const local = (instant: string) => {
    const l = instantToLocal(instant, deps.club.zone);
    return `${l.date}T${l.time}`;
  };
  const now = deps.clock.now().toISOString() as Instant;
  // The demo family (not the demo member) fills the full clinic, so the member is offered its waitlist.
  const others = deps.familyIds;
  const coach = await findStaffByEmail(trx, DEMO_COACH_EMAIL);
  const sportIds = new Map((await trx.selectFrom('booking_types').select(['id', 'name']).execute()).map((t) => [t.name, t.id]));
  for (const a of ACTIVITIES) {
    const { startDays, endDays, form, sports = [], takenByOthers = 0, ...row } = a;
    const start = day(startDays);
    // A one-day activity ends two hours after it starts.
    const end = endDays === undefined ? new Date(Date.parse(start) + 2 * 3_600_000).toISOString() : day(endDays);
    // Made by the staff's own use case, as a club would make it in the console.
    const { id } = await writeNewActivity(
      trx,
      { caches: null, club: deps.club },
      systemActor('demo-seed'),
      {
        name: row.name,
        type: row.type,
        start: local(start),
        end: local(end),
        poster: row.poster ?? '',
        description: row.description ?? '',
        capacity: row.capacity,
        signUpOpens: null,
        signUpCloses: null,
        price: toDecimal(money(row.price ?? 0, deps.club.currency)),
        onlineSignUp: row.online_signup !== 0,
        published: row.published !== 0,
        cancelHoursBefore: row.cancel_hours_before ?? ACTIVITY_DEFAULT_TERMS.cancelHoursBefore,
        refundPercent: row.refund_percent ?? ACTIVITY_DEFAULT_TERMS.refundPercent,
        forChildren: row.for_children === 1,
        sports: sports.flatMap((name) => sportIds.get(name) ?? []),
        signUpForm: null,
        texts: {},
      },
      now,
    );
    // The demo coach coaches the padel school: its roster is theirs (rosters, issue 33 §6).
    if (coach && row.name.startsWith('Escuela de pádel infantil')) await updateActivity(trx, id, { coach_staff_id: coach.id });
    const def = form ? FORMS[form] : undefined;
    // Made by the forms editor's own use case too.
    if (def)
      await writeNewForm(
        trx,
        { caches: null, club: { defaultLanguage: deps.club.defaultLanguage, languages: deps.club.languages }, owners: activityFormOwners },
        systemActor('demo-seed'),
        { activity: id, title: def.title, legalChecks: false, fields: def.fields, texts: inLanguages('title', def.titles) },
        now,
      );
    for (let i = 0; i < takenByOthers && i < others.length; i++) {
      const customer = others[i] as number;
      await insertSignup(trx, {
        activity_id: id,
        customer_id: customer,
        signed_by_id: customer,
        sale_id: null,
        hold_expires_at: null,
        answers: '[]',
        created_at: now,
      });
    }
  }
}
