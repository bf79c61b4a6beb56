import type { MessageKey } from './en-US.js';
import { esES } from './es-ES.js';

/** Spanish as Mexico writes it: Spain's words (es-ES.ts) but where Mexico says it otherwise. */
export const esMX = {
  ...esES,
  invalidEmail: 'Ingresa un correo electrónico válido',
  emailIsUserName:
    'El usuario es tu correo electrónico. Por motivos de seguridad ya no se puede usar el celular para iniciar sesión. Si necesitas ayuda, comunícate con el centro.',
  notAnAmount: 'Ingresa un importe como 12.50',
  notATime: 'Ingresa una hora como 18:30',
  notAColour: 'Ingresa un color como #0a7d4f',
  notActivated: 'Tu cuenta aún no está activada. Busca el enlace de activación en tu correo o solicita uno nuevo aquí.',
  calendarFeedRevoked: 'Este enlace de calendario se desactivó. Consigue uno nuevo en Tus reservaciones',
  resultsFillThreeSets: 'Llena al menos 3 sets',
  resultsFillOneResult: 'Llena al menos un resultado',
  resultsSetsUneven: 'Anota los games de los dos equipos en cada set jugado',
  seriesTooManyDates: 'Una reservación semanal puede tener como máximo {max} fechas desde aquí: elige una última fecha anterior',
  deskByPlace: '{name} se vende por lugares: en el mostrador, sus lugares se venden desde la lista de cada clase',
  blockCourtUnknown: 'La cancha #{id} no es una de las canchas activas del club',
  blockNoFreeCourt: 'No hay ninguna cancha libre a las {when} para mover la reservación de {owner}: cancélala y reembolsa el dinero',
  blockMoveNotPossible:
    'La reservación de {owner} no se puede mover a {court} a las {when}: elige otra cancha o cancélala y reembolsa el dinero',
  blockNeedsChoice: 'La reservación de {owner} en {court} a las {when} necesita una decisión: moverla, o cancelarla y reembolsar el dinero',
} satisfies Record<MessageKey, string>;
