import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer';
import { passwordResetMail } from './templates';

describe('SMTP mailer', () => {
  const received: { from?: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the recovery mail in the user’s language', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Tropero <no-reply@tropero.local>');
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      passwordResetMail('en_US', 'juan@example.com', 'http://localhost:3000/reset?id=1&token=abc', 1),
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@tropero.local', to: ['juan@example.com'] });
    expect(received[0]!.data).toContain('Subject: Tropero: reset your password');
    expect(received[0]!.data).toContain('token=abc');
  });
});
