import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type SmtpFake = { url: string; messages: ParsedMail[]; close(): Promise<void>; waitFor(count: number): Promise<ParsedMail[]> };

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export async function startSmtpFake(port = 0): Promise<SmtpFake> {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation (the reliability suite's kill -9) resets its connection: its loss, not the fake's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    async waitFor(count) {
      const deadline = Date.now() + 5000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
  };
}
