import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpServerHandle {
  port: number;
  arrivals: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process; what it accepts is parsed back into `arrivals`. */
export async function startSmtpServer(port = 0): Promise<SmtpServerHandle> {
  const arrivals: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          arrivals.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
