import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoDesk, openSection, staffSignIn } from './staff-fixtures';

/** The demo coach (README): coaches the padel school and the padel clinics, nothing else. */
const demoCoach = { email: 'entrenador@sierraverde.club', password: 'demo-staff-1234' };

/**
 * Issue 33 §6, in the console (Spanish, the device's language): the demo coach, on a desk tablet (768 px), finds
 * only their own sessions and takes attendance at tomorrow's clinic; the front desk, on a laptop (1280 px), adds the
 * demo member to that clinic (to pay at the club) and takes her off again, and prints the roster. Axe on each page.
 */
test.describe.configure({ mode: 'serial' });

test('the coach sees only their sessions and takes attendance', async ({ page }) => {
  test.slow(); // several axe runs on a shared machine
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoCoach);
  // The rosters are the front desk's first section: the coach's console opens on them.
  await expect(page.getByRole('heading', { level: 1, name: 'Clases y actividades' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escuela de pádel infantil 2026' })).toBeVisible();
  await checkpoint(page, 'the coach’s sessions today');
  await noSeriousViolations(page, 'rosters at 768');

  await page.getByRole('button', { name: 'Día siguiente' }).click();
  const clinic = page.getByRole('link', { name: 'Clínic de pádel' });
  await expect(clinic).toBeVisible();
  // The spinning classes name no coach: not theirs.
  await expect(page.getByRole('link', { name: 'Spinning' })).toHaveCount(0);
  await clinic.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clínic de pádel' })).toBeVisible();
  await expect(page.getByText('Entrenador: Carlos Entrenador')).toBeVisible();
  const hugo = page.getByRole('group', { name: 'Asistencia de Hugo Navarro' });
  await hugo.getByRole('button', { name: 'Presente' }).click();
  await expect(hugo.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  const martina = page.getByRole('group', { name: 'Asistencia de Martina Gil' });
  await martina.getByRole('button', { name: 'Ausente' }).click();
  await expect(martina.getByRole('button', { name: 'Ausente' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/2 marcados/)).toBeVisible();
  // A coach takes attendance; adding and removing are the desk's.
  await expect(page.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Añadir un participante' })).toHaveCount(0);
  await checkpoint(page, 'the coach’s clinic roster with attendance');
  await noSeriousViolations(page, 'roster at 768');
});

test('the desk adds the member to a clinic and takes her off again', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoDesk);
  await openSection(page, 'Clases y actividades');
  await expect(page.getByRole('heading', { level: 1, name: 'Clases y actividades' })).toBeVisible();
  await page.getByRole('button', { name: 'Día siguiente' }).click();
  // The desk sees every session: the spinning classes too.
  await expect(page.getByRole('link', { name: 'Spinning' }).first()).toBeVisible();
  await checkpoint(page, 'the desk’s sessions tomorrow');
  await noSeriousViolations(page, 'rosters at 1280');
  await page.getByRole('link', { name: 'Clínic de pádel' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clínic de pádel' })).toBeVisible();
  // Attendance the coach took is there.
  await expect(page.getByRole('group', { name: 'Asistencia de Hugo Navarro' }).getByRole('button', { name: 'Presente' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('searchbox', { name: 'Nombre o correo del cliente' }).fill('socio@sierra');
  await page.getByRole('button', { name: 'Añadir Lucía Fernández Ortega' }).click();
  await expect(page.getByText('Añadido: paga en el club.')).toBeVisible();
  const lucia = page.getByRole('row').filter({ hasText: 'Lucía Fernández Ortega' });
  await expect(lucia).toContainText('Por pagar');
  await checkpoint(page, 'the member added, to pay at the club');
  await noSeriousViolations(page, 'roster at 1280');

  await lucia.getByRole('button', { name: 'Quitar Lucía Fernández Ortega' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Quitar a Lucía Fernández Ortega?' });
  await expect(dialog).toContainText('Su venta sin pagar se anula: no deberá nada.');
  await expect(dialog).toContainText('Se avisa al socio por correo de lo ocurrido.');
  await checkpoint(page, 'taking the member off');
  await noSeriousViolations(page, 'remove dialog at 1280');
  await dialog.getByRole('button', { name: 'Quitar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Lucía Fernández Ortega' })).toHaveCount(0);

  // The printed sheet: no navigation, no buttons, a box per participant.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Consola' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await checkpoint(page, 'the printed roster');
  await page.emulateMedia({ media: 'screen' });
  const csv = page.getByRole('link', { name: 'Descargar CSV' });
  await expect(csv).toHaveAttribute('href', /\/api\/staff\/rosters\/class\/\d+\/roster\.csv$/);
});
