import type { Activity } from '@clubportal/contract/activities';

/** An upcoming paid activity with places, years ahead (sign-up open whatever the machine's date). */
export const anActivity = (over: Partial<Activity> = {}): Activity => ({
  id: 7,
  name: 'Torneo de otoño',
  type: 'activity',
  start: '2036-10-10T16:00:00.000Z',
  end: null,
  poster: '',
  description: '<p>Cuadro por categorías.</p>',
  onlineSignUp: true,
  price: 15,
  capacity: 32,
  placesLeft: 5,
  signUpOpens: null,
  signUpCloses: '2036-10-10T16:00:00.000Z',
  status: 'upcoming',
  forChildren: false,
  ...over,
});
