import type { Language } from '@clubportal/contract/languages';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import {
  writeBannerPublished,
  writeNewBanner,
  writeNewPerson,
  writeNewPost,
  writePersonPublished,
  writePostPublished,
  writePostReads,
  type ContentWrite,
} from '../../modules/content/index.js';

/**
 * The demo club's life on the home page and the blog (issue 22): more posts by a second author, the
 * testimonials and the team (text blocks types 1 and 2), and the banners. Images name files in ./assets.
 */
export const demoSecondAuthor = 'Marcos Gil';

export const demoMorePosts = [
  {
    title: 'Campus de Navidad para niños y jóvenes',
    smalText: 'Del 22 de diciembre al 5 de enero, de 9:00 a 14:00, con pádel, tenis, juegos y almuerzo saludable.',
    text: '<p>Nuestro campus de Navidad combina entrenamiento técnico con juegos y deporte en equipo. Grupos por edades de 5 a 16 años.</p><p>Plazas limitadas: reserva la tuya en recepción o desde la sección de actividades.</p>',
    image: 'gallery3.svg',
    daysAgo: 30,
    views: 80,
  },
  {
    title: 'Cómo elegir tu primera pala de pádel',
    smalText: 'Forma, peso y balance: lo que de verdad importa cuando empiezas a jugar.',
    text: '<p>Redonda, lágrima o diamante: la forma de la pala cambia el control y la potencia. Si empiezas, busca una pala redonda, ligera (355-365 g) y con el balance bajo.</p><p>En la tienda del club puedes probar varias antes de decidirte.</p>',
    image: 'gallery2.svg',
    daysAgo: 45,
    views: 120,
  },
  {
    title: 'Resultados del torneo de primavera',
    smalText: 'Más de 90 parejas, tres días de partidos y una final a tres sets que nadie olvidará.',
    text: '<p>Gracias a todos los que participasteis en el torneo de primavera. Las parejas campeonas recibieron su trofeo en la terraza del club.</p>',
    image: 'gallery6.svg',
    daysAgo: 60,
    views: 60,
  },
];

export const demoTestimonials = [
  {
    title: 'Carmen López',
    smalText: 'Socia desde 2015',
    text: 'El mejor ambiente de la sierra. Reservar es facilísimo y siempre encuentro pareja para jugar.',
    image: 'person2.svg',
  },
  {
    title: 'Andrés Navarro',
    smalText: 'Jugador de la liga social',
    text: 'La liga de otoño me ha hecho mejorar más que dos años jugando por libre. Muy bien organizada.',
    image: 'person5.svg',
  },
  {
    title: 'Elena Ruiz',
    smalText: 'Madre de dos alumnos de la escuela',
    text: 'Mis hijos están encantados con los entrenadores. Se nota que les gusta enseñar.',
    image: 'person4.svg',
  },
];

export const demoTeam = [
  {
    title: 'Laura Martín',
    smalText: 'Directora técnica',
    text: 'Entrenadora nacional de pádel, quince años formando jugadores de todas las edades.',
    image: 'person1.svg',
  },
  {
    title: 'Marcos Gil',
    smalText: 'Entrenador de tenis',
    text: 'Exjugador profesional, especialista en tierra batida y preparación física.',
    image: 'person3.svg',
  },
  {
    title: 'Sofía Herrero',
    smalText: 'Coordinadora de la escuela',
    text: 'Organiza los grupos por nivel y los campus de vacaciones.',
    image: 'person6.svg',
  },
  {
    title: 'Diego Santos',
    smalText: 'Recepción y reservas',
    text: 'Te ayuda con tus reservas, inscripciones y cualquier duda del club.',
    image: 'person5.svg',
  },
];

export const demoBanners = [
  {
    title: 'Liga social de otoño',
    text: 'Cuatro niveles, partidos a tu medida. Inscripciones abiertas hasta el 30 de noviembre.',
    image: 'banner1.svg',
    url: '/activities?type=registration',
  },
  {
    title: 'Nuevas palas en la tienda',
    text: 'Prueba las palas de la nueva temporada antes de comprarlas.',
    image: 'banner2.svg',
    url: '/shop',
  },
];

const DAY = 86_400_000;
/** The seed's clock set back `days`: each post, testimonial and team member is written on its own day. */
const daysBefore = (clock: Clock, days: number): Clock => ({ now: () => new Date(clock.now().getTime() - days * DAY) });

type DemoPost = { title: string; smalText: string; text: string; image: string; daysAgo: number; views: number };

/**
 * The demo's blog, home banners, testimonials and team, written through the staff editors' own use cases as the
 * demo seed (each audited so), published at once; a post on the day it was written, with the reads it had.
 */
export async function seedDemoContent(
  trx: Tx,
  clock: Clock,
  club: { language: Language; posts: ReadonlyArray<{ author: string; posts: readonly DemoPost[] }> },
): Promise<void> {
  const actor = systemActor('demo-seed');
  const choice = { offered: [club.language], fallback: club.language };
  const on = (at: Clock): ContentWrite => ({ trx, clock: at, caches: null, choice });
  for (const { author, posts } of [...club.posts, { author: demoSecondAuthor, posts: demoMorePosts }])
    for (const post of posts) {
      const at = on(daysBefore(clock, post.daysAgo));
      const body = { title: post.title, smalText: post.smalText, text: post.text, image: post.image, translations: {} };
      const id = await writeNewPost(at, actor, body, author);
      await writePostPublished(at, actor, id, true);
      await writePostReads(at, id, post.views);
    }
  // Testimonials and team show in the order staff added them (oldest first).
  for (const [kind, people] of [
    ['testimonials', demoTestimonials],
    ['team', demoTeam],
  ] as const)
    for (const [index, person] of people.entries()) {
      const at = on(daysBefore(clock, 400 - index));
      const id = await writeNewPerson(at, actor, kind, { ...person, translations: {} });
      await writePersonPublished(at, actor, kind, id, true);
    }
  for (const banner of demoBanners) {
    const id = await writeNewBanner(on(clock), actor, { ...banner, translations: {} });
    await writeBannerPublished(on(clock), actor, id, true);
  }
}
