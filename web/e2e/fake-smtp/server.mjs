// A mail catcher for the browser tests: the server under test sends its e-mails here over SMTP
// (127.0.0.1:8096, no TLS, no login) and the tests read them over HTTP (127.0.0.1:8095):
// GET /messages?to=ADDRESS answers the messages to that address, newest last, as
// [{"to", "subject", "text", "attachments"}], each attachment {"filename", "contentType", "content"}
// (the content as text for a text/* part, such as an invitation.ics, else empty);
// GET /health tells Playwright it is up.
// Ports: SMTP_PORT and MAILBOX_PORT.
import { createServer } from 'node:http';
import process from 'node:process';
import { URL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 8096);
const httpPort = Number(process.env.MAILBOX_PORT ?? 8095);
const messages = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  size: 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const attachments = mail.attachments.map((part) => ({
          filename: part.filename ?? '',
          contentType: part.contentType,
          content: part.contentType.startsWith('text/') ? part.content.toString('utf8') : '',
        }));
        messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', attachments });
        callback();
      },
      (error) => callback(error),
    );
  },
}).listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return res.end('ok');
  if (url.pathname !== '/messages') {
    res.statusCode = 404;
    return res.end();
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(messages.filter((m) => m.to.includes(to)).map((m) => ({ ...m, to }))));
}).listen(httpPort, '127.0.0.1');
