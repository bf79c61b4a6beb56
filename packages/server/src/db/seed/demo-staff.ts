import type { Executor } from '../dialect.js';
import type { Instant } from '../../lib/clock.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { insertStaff } from '../../modules/staff/staff-accounts.repository.js';

/** The demo club's staff: published passwords (README), demo accounts, so never asked to enrol two-factor codes. */
export const DEMO_STAFF_PASSWORD = 'demo-staff-1234';
export const demoStaff = [
  { name: 'Marta Dueñas', email: 'dueno@sierraverde.club', role: 'owner' as const },
  { name: 'Pablo Recepción', email: 'recepcion@sierraverde.club', role: 'desk' as const },
  { name: 'Lucas Gerente', email: 'gerente@sierraverde.club', role: 'manager' as const },
  // A coach: sees only the trainings naming them (the padel school's).
  { name: 'Carlos Entrenador', email: 'entrenador@sierraverde.club', role: 'coach' as const },
];

export async function seedDemoStaff(trx: Executor, now: Instant): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const s of demoStaff) {
    await insertStaff(trx, { ...s, passwordHash, customRoleId: null, language: 'es-ES', demo: true }, now);
  }
}
