import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from 'uqr';
import { checkpoint, expect, memberLogin, noSeriousViolations, test, type LoginModel } from './fixtures';
import { demoDesk, openSection, staffSignIn } from './staff-fixtures';

const bearer = (m: LoginModel) => ({ authorization: `Bearer ${m.token}` });

/**
 * The camera: Chromium's fake capture device plays a video of the member's card QR (a y4m file written before the
 * camera opens, read by Chromium when it does), and the page reads it as it would a tablet's camera. Debian's
 * Chromium has no BarcodeDetector on Linux: the page reads frames with jsqr.
 */
const cameraVideo = path.join(mkdtempSync(path.join(tmpdir(), 'door-camera-')), 'card.y4m');
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${cameraVideo}`,
      ],
    }),
  permissions: ['camera'],
});

test('the desk scans a member card QR with the camera', async ({ page, request }) => {
  const m = await memberLogin(request);
  const qr = await request.get('/api/publicaccesscontrol/qr', { headers: bearer(m) });
  writeQrVideo(cameraVideo, ((await qr.json()) as { model: { content: string } }).model.content);

  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoDesk);
  await expect(page.getByRole('navigation', { name: 'Consola' })).toBeVisible();
  await openSection(page, 'Puerta');
  await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
  await expect(page.getByRole('article', { name: /Lucía/ })).toBeVisible({ timeout: 20_000 });
  // Debian's Chromium has no BarcodeDetector on Linux: the page reads the frames with jsqr.
  await expect(page.locator('.qr-camera')).toHaveAttribute('data-reader', 'jsqr');
  await checkpoint(page, 'read by the camera at 768');
  await page.getByRole('button', { name: 'Parar la cámara' }).click();
  await noSeriousViolations(page, 'camera read at 768');
});

/** A y4m video (4:2:0, 640x480, 5 frames at 5 fps, looped by Chromium) of the QR of `text`, black on white. */
function writeQrVideo(file: string, text: string) {
  const { data } = encode(text, { border: 4 });
  const [w, h] = [640, 480];
  const scale = Math.floor(Math.min(w, h) / data.length);
  const [left, top] = [Math.floor((w - data.length * scale) / 2), Math.floor((h - data.length * scale) / 2)];
  const luma = Buffer.alloc(w * h, 235);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1)
        luma.fill(16, (top + y * scale + dy) * w + left + x * scale, (top + y * scale + dy) * w + left + (x + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F5:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]),
  );
}
